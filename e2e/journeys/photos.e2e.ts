// Photos: a listing's cover on the home card and beside its browse
// row (really loaded, in the frame reserved for it), the details gallery
// paged with the arrow keys, the buttons and a swipe, the form refusing a
// link that isn't an image, then reordering and removing photos, and a new
// member uploading photos from files (e2e/fixtures) that the details page
// then shows from Roomly's own URLs, and another member told that one of
// them waits for a moderator; axe on those pages in both themes.
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { PHOTO_MESSAGES } from '../../functions/src/contract/photo';
import { field, fillListingForm, signIn, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  resetEmulators,
  type TestUser,
} from '../support/emulators';
import { hostingUrl } from '../support/env';

const session = useBrowser();

const PHOTOS = [
  '/images/listings/sunny-bedroom-960.webp',
  '/images/listings/shared-kitchen-960.webp',
  '/images/listings/green-balcony-960.webp',
];
const EXTRA_PHOTO = '/images/listings/attic-room-480.webp';
const TITLE = 'Garden flat with three photos';
/** Three small photos as a phone would give them, each of its own size (so their order shows). */
const FILES = ['room-kitchen.jpg', 'room-balcony.png', 'room-bedroom.jpg'].map((name) =>
  fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)),
);
const FILE_SIZES = [
  { width: 320, height: 240 },
  { width: 300, height: 200 },
  { width: 240, height: 180 },
];

let owner: TestUser;
let postId = '';

beforeEach(async () => {
  await resetEmulators();
  owner = await createUser('photos@e2e.roomly.dev', 'Pia Photos');
  postId = await createListing(owner, { title: TITLE, photos: PHOTOS });
  await createListing(owner, { title: 'A room without photos' });
});

/**
 * Waits until the image has loaded and is laid out, and answers its rendered
 * size and source. Read afresh each time: the details gallery's carousel
 * replaces its first paint's markup, and a card renders again as a list settles.
 */
async function loaded(img: Locator) {
  let shown = { width: 0, height: 0, src: '' };
  await expect
    .poll(async () => {
      await img.scrollIntoViewIfNeeded();
      shown = await img.evaluate((el: HTMLImageElement) => {
        const { width, height } = el.getBoundingClientRect();
        return el.complete && el.naturalWidth > 0
          ? { width, height, src: el.currentSrc }
          : { width: 0, height: 0, src: '' };
      });
      return shown.width > 0 && shown.height > 0;
    })
    .toBe(true);
  return shown;
}

const activeDot = (gallery: Locator, n: number) =>
  gallery.getByRole('button', { name: `Go to photo ${n}` }).getAttribute('aria-current');

describe('listing photos', () => {
  it('when a listing has photos, then home and browse show its cover and the details gallery pages by keys, buttons and swipe', async () => {
    const { page } = session;
    await page.goto('/');
    const cover = page.getByRole('article', { name: TITLE }).getByRole('img', { name: TITLE });
    const box = await loaded(cover);
    // The 4:3 frame, filled by the photo; the browser picked one of the bundled files.
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    expect(box.src).toMatch(/\/images\/listings\/sunny-bedroom-(480|960)\.(avif|webp)$/);
    // The listing without photos shows the placeholder instead.
    await visible(
      page
        .getByRole('article', { name: 'A room without photos' })
        .getByRole('img', { name: 'No photo' }),
    );

    await page.goto('/browse-listings');
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await loaded(row.locator('img'));

    await page.goto(`/details/${postId}`);
    const gallery = page.getByRole('region', { name: 'Photos' });
    await visible(gallery.getByRole('button', { name: 'Go to photo 3' }));
    expect(await activeDot(gallery, 1)).toBe('true');
    await gallery.hover();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeDot(gallery, 2)).toBe('true');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => activeDot(gallery, 3)).toBe('true');
    await loaded(gallery.getByRole('img', { name: `${TITLE} — photo 3 of 3` }));
    // A swipe to the right goes back one. Three quarters of the width: a swipe
    // slower than 300 ms (a busy machine's) must cross half the slide to count.
    const frame = (await gallery.boundingBox())!;
    const y = frame.y + frame.height / 2;
    await page.mouse.move(frame.x + frame.width * 0.15, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.5, y, { steps: 5 });
    await page.mouse.move(frame.x + frame.width * 0.9, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => activeDot(gallery, 2)).toBe('true');
  });

  it('when the owner edits the photos, then a link that is not an image is refused, one of the site’s own is taken, and reordering and removing are saved', async () => {
    const { page } = session;
    await signIn(page, owner);
    await page.goto(`/find-roommate/${postId}`);
    const photos = page.getByRole('list', { name: 'Photos' });
    await visible(photos.getByText('Cover'));

    // Nothing answers here: it can't be an image. The browser says it failed to
    // load (expected), but the check itself fetches nothing the CSP would block.
    session.expectErrors(
      /not-an-image\.jpg net::ERR_UNSAFE_PORT|ERR_UNSAFE_PORT \(https:\/\/127\.0\.0\.1:9\/not-an-image\.jpg\)/,
    );
    await field(page, 'or paste a link').fill('https://127.0.0.1:9/not-an-image.jpg');
    await page.getByRole('button', { name: 'Add link' }).click();
    await visible(page.getByText('Please provide a valid image URL'));

    // One of Roomly's own images, pasted as a full link on this site: kept as its path.
    await field(page, 'or paste a link').fill(`${hostingUrl}${EXTRA_PHOTO}`);
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(4);

    await page.getByRole('button', { name: 'Move photo 3 left' }).click();
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByRole('button', { name: 'Update Listing' }).click();
    await page.waitForURL(`**/details/${postId}`);

    const stored = await api<{ photos: string[] }>(`/posts/${postId}`, null);
    expect(stored.photos).toEqual([PHOTOS[2], PHOTOS[1], EXTRA_PHOTO]);
  });

  it('when a new member uploads three photos from files, reorders them and posts, then the details page shows them from Roomly’s own URLs, and another member uploading one of them is told it waits for a moderator', async () => {
    const { page } = session;
    const newcomer = await createUser('newcomer@e2e.roomly.dev', 'Nia Newcomer');
    await signIn(page, newcomer);
    await page.goto('/find-roommate');
    await page.getByLabel('Add photos').setInputFiles(FILES);
    const photos = page.getByRole('list', { name: 'Photos' });
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(3);
    // Each is shown from the file itself at once, then uploaded.
    expect(await photos.getByRole('img').first().getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => photos.getByRole('progressbar').count()).toBe(0);

    // The bedroom becomes the cover, then the kitchen goes last.
    await photos.getByRole('button', { name: 'Make photo 3 the cover' }).click();
    await photos.getByRole('button', { name: 'Move photo 2 right' }).click();
    await fillListingForm(page, {
      title: 'Room posted from my phone',
      location: 'Coimbra, Portugal',
      rent: '600',
      roomType: 'Single Room',
      description: 'Three photos taken this morning.',
      contactInfo: 'nia@example.com',
      availability: 'Available',
    });
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await page.waitForURL(/\/details\/[\w-]+$/);

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = await api<{
      photos: string[];
      photoDetails: Record<string, { width: number; height: number }>;
    }>(`/posts/${id}`, null);
    expect(stored.photos).toHaveLength(3);
    expect(stored.photos.every((url) => /^\/photos\/\w{20}$/.test(url))).toBe(true);
    expect(
      stored.photos.map((url) => {
        const { width, height } = stored.photoDetails[url]!;
        return { width, height };
      }),
    ).toEqual([FILE_SIZES[2], FILE_SIZES[1], FILE_SIZES[0]]);

    const gallery = page.getByRole('region', { name: 'Photos' });
    const cover = gallery.getByRole('img', { name: 'Room posted from my phone — photo 1 of 3' });
    const box = await loaded(cover);
    expect(box.src).toMatch(
      new RegExp(`^${hostingUrl}${stored.photos[0]}/(480|960|1600)\\.(avif|webp)$`),
    );
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);

    // Paused, its photos answer others 404, but its owner still sees the cover on My Listings,
    // fetched with their token (in a fresh browser: this one keeps the files it was sent).
    // (The gallery, left open, would fetch its later slides after the pause, and be refused.)
    await page.goto('about:blank');
    await api(`/posts/${id}/pause`, newcomer, { method: 'POST' });
    const owner = (await session.newContext()).page;
    await signIn(owner, newcomer);
    await owner.goto('/my-listings');
    const ownCover = owner.getByRole('img', { name: 'Room posted from my phone' });
    expect((await loaded(ownCover)).src).toMatch(/^blob:/);

    // Another member uploading one of those photos is told it waits for a moderator.
    const copier = (await session.newContext()).page;
    await signIn(copier, await createUser('copier@e2e.roomly.dev', 'Cal Copier'));
    await copier.goto('/find-roommate');
    await copier.getByLabel('Add photos').setInputFiles(FILES[0]!);
    await visible(copier.getByRole('list', { name: 'Photos' }).getByText(PHOTO_MESSAGES.held));
  });
});

describe.each(['light', 'dark'] as const)('listing photos with axe (%s theme)', (scheme) => {
  const themed = useBrowser({ colorScheme: scheme });

  it('when the gallery, the cards and the form show photos, then axe finds nothing serious', async () => {
    const { page } = themed;
    await page.goto(`/details/${postId}`);
    await visible(
      page.getByRole('region', { name: 'Photos' }).getByRole('button', { name: 'Go to photo 3' }),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/');
    await loaded(page.getByRole('article', { name: TITLE }).getByRole('img', { name: TITLE }));
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, owner);
    await page.goto(`/find-roommate/${postId}`);
    await visible(page.getByRole('list', { name: 'Photos' }).getByText('Cover'));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
