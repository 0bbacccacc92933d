// Room wanted, both ways: Sam posts a Room wanted ad from the navbar's
// "Room wanted", with a photo from a file that its card and page then show
// from Roomly's own /photos/ URLs; Maya, whose room fits him, finds Sam under "Matching people"
// on My Listings with the reasons and messages him; then Leo posts a new
// listing that matches Sam's ad, and the match trigger (on the Functions
// emulator) alerts Sam, whose bell leads him to the room, marked "Good match".
// Axe checks the list, the ad and the form in both themes; on a phone nothing
// scrolls sideways.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, type ListingFactsInput } from '../../functions/src/contract/listing-facts';
import type { WantedAd, WantedAdInput } from '../../functions/src/contract/wanted-ad';
import { field, signIn, toast, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { hostingUrl } from '../support/env';
import {
  api,
  createUser,
  postInput,
  resetEmulators,
  type ListingInput,
  type TestUser,
} from '../support/emulators';

let sam: TestUser;
let maya: TestUser;
let leo: TestUser;

/** Today on this machine's calendar, as the app (in the same machine's browser) reads it. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const HEADLINE = 'Tidy nurse looking for a calm room';
const PHOTO = fileURLToPath(new URL('../fixtures/room-bedroom.jpg', import.meta.url));
/** One of an upload's files, served by Hosting (docs/photos.md). */
const UPLOAD_FILE = new RegExp(`^${hostingUrl}/photos/\\w{20}/(480|960|1600)\\.(avif|webp)$`);

/** Where an image was loaded from, once it has loaded. */
async function loadedSrc(img: Locator): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => el.currentSrc);
}
const MAYA_ROOM = 'Furnished room in Testville with bills';
const LEO_ROOM = 'Quiet Testville room near the hospital';

function facts(overrides: Partial<ListingFactsInput> = {}): ListingFactsInput {
  return {
    availableFrom: localToday(),
    minStayMonths: 1,
    maxStayMonths: null,
    bills: 'yes',
    deposit: 500,
    furnishing: 'furnished',
    bathroom: 'shared',
    householdSize: 1,
    couplesWelcome: false,
    ...overrides,
  };
}

/** A listing with facts (what matching reads), through the API. */
async function createRoom(user: TestUser, overrides: Partial<ListingInput>) {
  const post = await api<{ _id: string }>('/posts', user, {
    method: 'POST',
    body: { ...postInput(overrides), facts: facts() },
  });
  return post._id;
}

/** Sam's ad straight through the API (for the checks that don't post it through the form). */
function samAd(overrides: Partial<WantedAdInput> = {}) {
  return api<WantedAd>('/seeker-ads', sam, {
    method: 'POST',
    body: {
      headline: HEADLINE,
      aboutMe: 'I work early shifts at the hospital and keep shared spaces tidy.',
      budget: 1200,
      areas: [{ name: 'Testville', km: 2 }],
      moveInDate: addDays(localToday(), 14),
      stayMonths: 6,
      roomTypes: ['Single Room'],
      wantsBills: 'nice',
      wantsFurnished: 'must',
      wantsPrivateBath: 'any',
      lifestyle: ['earlyBird', 'quiet'],
      couple: false,
      age: 29,
      occupation: 'professional',
      ...overrides,
    } satisfies WantedAdInput,
  });
}

beforeEach(async () => {
  await resetEmulators();
  [sam, maya, leo] = await Promise.all([
    createUser('sam@e2e.roomly.dev', 'Sam Okafor'),
    createUser('maya@e2e.roomly.dev', 'Maya Patel'),
    createUser('leo@e2e.roomly.dev', 'Leo Martin'),
  ]);
});

/** Until the bell names `name` (the match trigger runs in the Functions emulator). */
async function waitForBell(page: Page, name: string) {
  const bell = page.getByRole('banner').getByRole('link', { name, exact: true });
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return bell.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe('Room wanted', () => {
  const session = useBrowser();

  it('when Sam posts a Room wanted ad, then Maya finds him under "Matching people" with the reasons and messages him, and Sam is alerted to Leo’s new matching room', async () => {
    const samPage = session.page;
    const mayaRoom = await createRoom(maya, {
      title: MAYA_ROOM,
      location: 'Testville, Brooklyn',
      rentAmount: 1000,
      roomType: 'Single Room',
      lifestylePreferences: ['quiet'],
    });

    // Sam: from the navbar's Room wanted to the form (login first), and posts his ad.
    await samPage.goto('/');
    await samPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Room wanted' })
      .click();
    await samPage.waitForURL('**/room-wanted');
    await visible(samPage.getByRole('heading', { level: 1, name: 'Room wanted' }));
    await samPage.getByRole('link', { name: 'Post a Room wanted ad' }).first().click();
    await samPage.waitForURL((url) => url.pathname === '/auth/login');
    await signIn(samPage, sam);
    await samPage.waitForURL('**/room-wanted/mine');
    await visible(samPage.getByRole('heading', { level: 1, name: 'Post a Room wanted ad' }));
    await field(samPage, 'Headline').fill(HEADLINE);
    await field(samPage, 'About me').fill(
      'I work early shifts at the hospital and keep shared spaces tidy.',
    );
    await field(samPage, 'Budget ($ per month, at most)').fill('1200');
    // Typed, not chosen: a name the place search doesn't know still matches by name.
    await samPage.getByRole('combobox', { name: 'Area 1' }).fill('Testville');
    await samPage
      .getByRole('group', { name: 'Furnished' })
      .getByRole('radio', { name: 'Must have' })
      .check();
    const lifestyle = samPage.getByRole('group', { name: 'My lifestyle' });
    await lifestyle.getByRole('button', { name: 'Early Bird' }).click();
    await lifestyle.getByRole('button', { name: 'Quiet Environment' }).click();
    await field(samPage, 'Occupation (optional)').selectOption('Professional');
    await field(samPage, 'Age (optional)').fill('29');
    // A photo from his phone: shown at once, uploaded before the ad can be posted.
    await samPage.getByLabel('Add photos').setInputFiles(PHOTO);
    const photos = samPage.getByRole('list', { name: 'Photos' });
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => photos.getByRole('progressbar').count()).toBe(0);
    await samPage.getByRole('button', { name: 'Post ad' }).click();
    await toast(samPage, 'Your Room wanted ad is live');
    await visible(samPage.getByRole('heading', { level: 1, name: HEADLINE }));
    await visible(samPage.getByRole('region', { name: 'Your ad' }).getByText('Active'));
    // The public list has him, with no contact details.
    await samPage.goto('/room-wanted?area=Testville');
    await visible(samPage.getByText('1 seeker found'));
    const card = samPage.getByRole('article', { name: 'Sam Okafor' });
    await visible(card.getByText('up to $1,200/month'));
    expect(await samPage.locator('main').innerText()).not.toContain(sam.email);
    // His photo is the card's cover and on his ad's page, from Roomly's own URLs.
    expect(await loadedSrc(card.getByRole('img', { name: HEADLINE }))).toMatch(UPLOAD_FILE);
    await card.getByRole('link', { name: 'View ad' }).click();
    await visible(samPage.getByRole('heading', { level: 1, name: HEADLINE }));
    const gallery = samPage.getByRole('region', { name: 'Photos' });
    const photo = gallery.getByRole('img', { name: `${HEADLINE} — photo 1 of 1` });
    expect(await loadedSrc(photo)).toMatch(UPLOAD_FILE);

    // Maya: My Listings → Matching people on her room → Sam, the reasons, Message.
    const { page: mayaPage } = await session.newContext();
    await signIn(mayaPage, maya);
    await mayaPage.goto('/my-listings');
    const mayaCard = mayaPage.getByRole('article', { name: MAYA_ROOM });
    await mayaCard.getByRole('button', { name: 'Matching people' }).click();
    const person = mayaCard.getByRole('listitem', { name: 'Sam Okafor' });
    await visible(person);
    await visible(person.getByText('Good match'));
    await visible(person.getByText('25–29 · Professional'));
    const reasons = await person
      .getByRole('list', { name: 'Why Sam Okafor matches' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(reasons).toContain('Within budget');
    expect(reasons).toContain('In Testville');
    expect(reasons).toContain('Both like it quiet');
    await person.getByRole('button', { name: 'Message Sam Okafor' }).click();
    const dialog = mayaPage.getByRole('dialog', { name: 'Message Sam Okafor' });
    await visible(dialog.getByText(`About “${MAYA_ROOM}”`));
    await field(mayaPage, 'Your message').fill('Hi Sam, my room in Testville is free now.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await mayaPage.waitForURL(`**/messages/${mayaRoom}_${sam.uid}`);
    await visible(
      mayaPage
        .getByRole('list', { name: 'Messages' })
        .getByText('Hi Sam, my room in Testville is free now.'),
    );
    // Maya's listing matched when Sam posted: her bell has the alert, linking to his ad.
    await waitForBell(mayaPage, 'Notifications, 1 unread');
    await mayaPage.goto('/notifications');
    await visible(mayaPage.getByText(`A seeker matches ${MAYA_ROOM}`, { exact: false }));

    // Leo posts a new room that matches Sam's ad: Sam is alerted, and the room says why.
    const leoRoom = await createRoom(leo, {
      title: LEO_ROOM,
      location: 'Testville, Queens',
      rentAmount: 1100,
      roomType: 'Single Room',
    });
    // One alert for Leo's room, the newest. (The Functions emulator may deliver the
    // trigger of Maya's room, created before Sam's ad, only after he posted it: then
    // the trigger finds his ad live and tells him about her room too, once.)
    type Alerts = { notifications: Array<{ kind: string; title: string }> };
    const alertsOf = async () =>
      (await api<Alerts>('/users/me/notifications', sam)).notifications.map(
        (n) => `${n.kind}: ${n.title}`,
      );
    const leoAlert = `room-match: ${LEO_ROOM}`;
    await expect
      .poll(async () => (await alertsOf()).filter((a) => a === leoAlert).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const alerts = await alertsOf();
    expect(alerts[0]).toBe(leoAlert);
    expect(alerts.filter((a) => a !== leoAlert)).toEqual(
      alerts.length > 1 ? [`room-match: ${MAYA_ROOM}`] : [],
    );
    await waitForBell(samPage, `Notifications, ${alerts.length} unread`);
    await samPage.goto('/notifications');
    const alert = samPage
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .first();
    await visible(alert.getByText('A room matches your Room wanted ad', { exact: false }));
    await alert.getByRole('link', { name: LEO_ROOM }).click();
    await samPage.waitForURL(`**/details/${leoRoom}`);
    const why = samPage.getByRole('region', { name: 'How it matches your Room wanted ad' });
    await visible(why.getByText('Good match'));
    await visible(why.getByText('Within budget'));
  });
});

for (const scheme of ['light', 'dark'] as const) {
  describe(`Room wanted pages in the ${scheme} theme`, () => {
    const session = useBrowser({ colorScheme: scheme });

    it('when the list, an ad and the form are checked with axe, then none has a serious or critical violation', async () => {
      const { page } = session;
      const ad = await samAd();
      await page.goto('/room-wanted');
      await visible(page.getByRole('article', { name: 'Sam Okafor' }));
      await page.waitForLoadState('networkidle');
      const found = (await seriousViolations(page)).map((line) => `list: ${line}`);

      await page.goto(`/room-wanted/${ad._id}`);
      await visible(page.getByRole('heading', { level: 1, name: HEADLINE }));
      await page.waitForLoadState('networkidle');
      for (const line of await seriousViolations(page)) found.push(`ad: ${line}`);

      await signIn(page, maya);
      await page.goto('/room-wanted/mine');
      await visible(page.getByRole('heading', { level: 1, name: 'Post a Room wanted ad' }));
      await page.getByRole('button', { name: 'Post ad' }).click();
      await visible(page.getByText('Headline is required'));
      for (const line of await seriousViolations(page)) found.push(`form: ${line}`);
      expect(found).toEqual([]);
    });
  });
}

describe('Room wanted on a phone', () => {
  const session = useBrowser({ viewport: 'mobile' });

  it('when the list, an ad and the form are shown on a phone, then none scrolls sideways', async () => {
    const { page } = session;
    // Areas whose line is wider than a phone: the card cuts it, the page doesn't widen.
    const ad = await samAd({
      areas: [
        { name: 'Testville Heights North', km: 10 },
        { name: 'Lower Testville Riverside', km: 5 },
        { name: 'Testville Old Town', km: 2 },
      ],
    });
    const noSidewaysScroll = async () => {
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(client);
    };
    await page.goto('/room-wanted');
    await visible(page.getByRole('article', { name: 'Sam Okafor' }));
    await noSidewaysScroll();
    await page.goto(`/room-wanted/${ad._id}`);
    await visible(page.getByRole('heading', { level: 1, name: HEADLINE }));
    await noSidewaysScroll();
    await signIn(page, maya);
    await page.goto('/room-wanted/mine');
    await visible(page.getByRole('heading', { level: 1, name: 'Post a Room wanted ad' }));
    await noSidewaysScroll();
  });
});
