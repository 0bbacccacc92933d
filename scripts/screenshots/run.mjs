// Runs inside `firebase emulators:exec` (see scripts/screenshots.mjs). Names
// as arguments (`node scripts/screenshots/run.mjs viewing`) take only those
// pictures, in both themes: quicker when one page changed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { hostingUrl, projectId, root } from '../lib/emulator-env.mjs';
import { emulatorRest } from '../lib/emulator-rest.mjs';
import { seed } from '../seed.mjs';

const out = join(root, 'artifacts', 'screenshots');
mkdirSync(out, { recursive: true });

const { users } = await seed({ quiet: true });
const [user] = users;
const anyPost = await (await fetch(`${hostingUrl}/posts?limit=1`)).json();
const detailsPath = `/details/${anyPost[0]._id}`;

const only = new Set(process.argv.slice(2));
/** Whether this run takes the picture `name` (every one, unless names were given). */
const wanted = (name) => only.size === 0 || only.has(name);

const pages = [
  { name: 'home', path: '/' },
  { name: 'browse', path: '/browse-listings' },
  { name: 'details', path: detailsPath },
  { name: 'form', path: '/find-roommate' },
  { name: 'profile', path: '/profile' },
].filter(({ name }) => wanted(name));
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  for (const scheme of ['light', 'dark']) {
    for (const [device, viewport] of Object.entries(viewports)) {
      // A phone takes only the pages above.
      if (device === 'mobile' && pages.length === 0) continue;
      const context = await browser.newContext({
        baseURL: hostingUrl,
        viewport,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await signIn(page);
      for (const { name, path } of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Let the carousel and skeletons settle.
        await page.waitForTimeout(800);
        const file = join(out, `${name}-${scheme}-${device}.png`);
        await page.screenshot({ path: file });
        console.log(`  ${file}`);
      }
      if (device === 'desktop') {
        if (wanted('inbox')) await inboxScreenshot(page, scheme);
        if (wanted('facts')) await factsScreenshots(page, scheme);
        if (wanted('room-wanted')) await roomWantedScreenshots(page, scheme);
        if (wanted('viewing')) await viewingScreenshot(page, scheme);
      }
      await context.close();
    }
    // Uploading from a phone (one upload is held as a copy), then the moderators' check of it.
    if (wanted('photos')) await photosScreenshots(scheme);
    // Browse within 10 km of Brooklyn with the map open: a phone and a desktop.
    if (wanted('near')) await nearScreenshots(scheme);
    // The moderation queue, as the demo moderator.
    if (wanted('moderation')) await moderationScreenshot(scheme);
    // Leo's alert for his saved search.
    if (wanted('notifications')) await notificationsScreenshot(scheme);
    // A new member asked for a phone before posting, then the texted code, on a phone.
    if (wanted('phone')) await phoneScreenshots(scheme);
    // Liked Listings on a phone with no connection: what the member saw, and since when.
    if (wanted('offline')) await offlineScreenshot(scheme);
  }
} finally {
  await browser.close();
}

/** A new browser context at `viewport` in `scheme`, and a page in it signed in as `as`. */
async function signedInPage(viewport, scheme, as = user) {
  const context = await browser.newContext({ baseURL: hostingUrl, viewport, colorScheme: scheme });
  const page = await context.newPage();
  await signIn(page, as);
  return { context, page };
}

async function signIn(page, as = user) {
  await page.goto('/auth/login');
  // Labels, not the form's name ("Sign in with email"); required ones end in an asterisk.
  await page.getByLabel(/^Email\s*\*?$/).fill(as.email);
  await page.getByLabel(/^Password\s*\*?$/).fill(as.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * The inbox with a thread open (the first demo user, Maya, has seeded
 * conversations): Sam's message, which shows her the scam warning. Firestore's
 * realtime channel keeps a request open, so this waits for the thread, not
 * for the network to go quiet.
 */
async function inboxScreenshot(page, scheme) {
  await page.goto('/messages');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await conversations.getByRole('link').filter({ hasText: 'Western Union' }).click();
  await page.getByRole('list', { name: 'Messages' }).getByText('Western Union').waitFor();
  await page.waitForTimeout(800);
  const file = join(out, `inbox-${scheme}-desktop.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
}

/**
 * A viewing card in a thread: Maya's (the signed-in demo user's) thread with
 * Leo about her Brooklyn room, where the seeded viewing is confirmed for
 * Saturday at 11 (scripts/lib/demo-viewings.mjs); its last line is her
 * acceptance, "… (New York time)".
 */
async function viewingScreenshot(page, scheme) {
  await page.goto('/messages');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await conversations.getByRole('link').filter({ hasText: 'New York time' }).click();
  await page.getByRole('list', { name: 'Messages' }).getByText('Saturday at 11').waitFor();
  const card = page
    .getByRole('region', { name: 'Viewings' })
    .getByRole('article')
    .filter({ hasText: 'Confirmed' });
  await card.waitFor();
  await page.waitForTimeout(800);
  const file = join(out, `viewing-${scheme}-desktop.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
}

/**
 * The listing facts: browse filtered by them (a 6-month stay, bills included,
 * soonest first) and the first result's "Room facts" on its details page.
 */
async function factsScreenshots(page, scheme) {
  await page.goto('/browse-listings?stay=6&bills=1&sort=soonest');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const browse = join(out, `browse-facts-${scheme}-desktop.png`);
  await page.screenshot({ path: browse });
  console.log(`  ${browse}`);
  await page
    .getByRole('link', { name: /See More/ })
    .first()
    .click();
  const heading = page.getByRole('heading', { name: 'Room facts' });
  await heading.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const details = join(out, `facts-${scheme}-desktop.png`);
  await page.screenshot({ path: details });
  console.log(`  ${details}`);
}

/**
 * Room wanted: the seekers' list, and "Matching people" opened on the signed-in
 * poster's (Maya's) first listing that has any.
 */
async function roomWantedScreenshots(page, scheme) {
  await page.goto('/room-wanted');
  await page.getByText(/seekers? found/).waitFor();
  await page.waitForTimeout(800);
  const list = join(out, `room-wanted-${scheme}-desktop.png`);
  await page.screenshot({ path: list });
  console.log(`  ${list}`);
  await page.goto('/my-listings');
  const toggles = page.getByRole('button', { name: 'Matching people' });
  await toggles.first().waitFor();
  for (let i = 0; i < (await toggles.count()); i++) {
    await toggles.nth(i).click();
    const region = page.getByRole('region', { name: /^Matching people for / }).nth(i);
    await region
      .getByRole('status')
      .waitFor({ state: 'detached' })
      .catch(() => {});
    if ((await region.getByRole('link').count()) > 0) {
      await region.scrollIntoViewIfNeeded();
      break;
    }
    await toggles.nth(i).click();
  }
  await page.waitForTimeout(500);
  const people = join(out, `matching-people-${scheme}-desktop.png`);
  await page.screenshot({ path: people });
  console.log(`  ${people}`);
}

/** /notifications as Leo: the seeded unread alert for his saved search, and the bell. */
async function notificationsScreenshot(scheme) {
  const leo = users.find((u) => u.email === 'leo@roomly.dev');
  const { context, page } = await signedInPage(viewports.desktop, scheme, leo);
  await page.goto('/notifications');
  await page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
  await page.getByRole('link', { name: /^Notifications, \d+ unread/ }).waitFor();
  await page.waitForTimeout(500);
  const file = join(out, `notifications-${scheme}-desktop.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
  await context.close();
}

/**
 * A member of a minute (e-mail verified, no phone yet) on the listing form on a
 * phone: the gate before the form, then the verify dialog at its code step.
 */
async function phoneScreenshots(scheme) {
  const newcomer = {
    email: `newcomer-${scheme}@roomly.dev`,
    password: 'Roomly123',
    displayName: 'Nia Newcomer',
  };
  const rest = emulatorRest({ projectId });
  const [existing] = await rest.lookupAccounts({ email: [newcomer.email] });
  if (existing) await rest.deleteAccounts([existing.localId]);
  await rest.createAccount({ ...newcomer, phone: false });
  const { context, page } = await signedInPage(viewports.mobile, scheme, newcomer);
  await page.goto('/find-roommate');
  const gate = page.getByRole('alert').filter({ hasText: 'verify your phone number' });
  await gate.waitFor();
  await page.waitForTimeout(500);
  const form = join(out, `phone-gate-${scheme}-mobile.png`);
  await page.screenshot({ path: form });
  console.log(`  ${form}`);
  await gate.getByRole('button', { name: 'Verify phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  // A number no demo member has: the fictional +1 555 exchange.
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('+1 415 555 0134');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('textbox', { name: 'Code' }).waitFor();
  await page.waitForTimeout(500);
  const code = join(out, `phone-code-${scheme}-mobile.png`);
  await page.screenshot({ path: code });
  console.log(`  ${code}`);
  await context.close();
}

/**
 * The demo member's Liked Listings on a phone gone offline: the service
 * worker's saved answer (no contact details) under the offline note.
 */
async function offlineScreenshot(scheme) {
  const { context, page } = await signedInPage(viewports.mobile, scheme);
  // The worker installs after the first page and takes it over (it claims it).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    polling: 250,
    timeout: 30_000,
  });
  await page.goto('/liked');
  await page.getByRole('article').first().waitFor();
  await context.setOffline(true);
  await page.goto('/liked');
  await page.getByRole('status').filter({ hasText: 'Offline: showing what you saw' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await page.waitForTimeout(500);
  const file = join(out, `offline-${scheme}-mobile.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
  await context.close();
}

/** The /moderation queue with the demo listing's two reports, as mod@roomly.dev. */
async function moderationScreenshot(scheme) {
  const moderator = users.find((u) => u.email === 'mod@roomly.dev');
  const { context, page } = await signedInPage(viewports.desktop, scheme, moderator);
  await page.goto('/moderation');
  await page.getByRole('article').first().waitFor();
  await page.waitForTimeout(500);
  const file = join(out, `moderation-${scheme}-desktop.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
  await context.close();
}

/**
 * Three photos chosen on the listing form on a phone: two of the bundled
 * scenes mirrored (another photo as far as the copy check can tell: a mirror
 * image is 25 bits or more apart) and one as bundled, which is held as a copy
 * of Roomly's own image; then "Photos to check" as the demo moderator, the
 * held upload beside the image it copies.
 */
async function photosScreenshots(scheme) {
  const scene = (name) => join(root, 'web', 'public', 'images', 'listings', `${name}-960.webp`);
  const jpeg = (image) => image.jpeg({ quality: 85 }).toBuffer();
  const files = [
    { name: 'bedroom.jpg', buffer: await jpeg(sharp(scene('sunny-bedroom')).flop()) },
    { name: 'kitchen.jpg', buffer: await jpeg(sharp(scene('warm-kitchen')).flop()) },
    { name: 'living-room.jpg', buffer: await jpeg(sharp(readFileSync(scene('cosy-living-room')))) },
  ].map((file) => ({ ...file, mimeType: 'image/jpeg' }));

  const { context: phone, page } = await signedInPage(viewports.mobile, scheme);
  await page.goto('/find-roommate');
  await page.getByLabel('Add photos').setInputFiles(files);
  const photos = page.getByRole('list', { name: 'Photos' });
  await photos.getByText(/looks like one on another member's ad/).waitFor();
  await photos.getByRole('progressbar').first().waitFor({ state: 'detached' });
  await photos.evaluate((list) => list.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(500);
  const form = join(out, `photos-form-${scheme}-mobile.png`);
  await page.screenshot({ path: form });
  console.log(`  ${form}`);
  await phone.close();

  const moderator = users.find((u) => u.email === 'mod@roomly.dev');
  const { context: desktop, page: modPage } = await signedInPage(
    viewports.desktop,
    scheme,
    moderator,
  );
  await modPage.goto('/moderation');
  const check = modPage.getByRole('region', { name: 'Photos to check' });
  await check.getByRole('img').first().waitFor();
  // Its heading just below the app bar.
  await check.evaluate((region) => {
    region.scrollIntoView();
    region.ownerDocument.scrollingElement.scrollTop -= 80;
  });
  await modPage.waitForTimeout(800);
  const queue = join(out, `photos-to-check-${scheme}-desktop.png`);
  await modPage.screenshot({ path: queue });
  console.log(`  ${queue}`);
  await desktop.close();
}

/**
 * A near search: the demo listings, then the Room wanted ads, within 10 km of
 * Brooklyn, each with its distance, and the map of them (no tiles offline: the
 * plain map with the gazetteer's names), on a phone and on a desktop.
 */
async function nearScreenshots(scheme) {
  const shots = [
    ['near', '/browse-listings?near=40.65%2C-73.95&km=10&place=Brooklyn%2C+NY'],
    ['room-wanted-near', '/room-wanted?near=40.65%2C-73.95&km=10&place=Brooklyn%2C+NY'],
  ];
  for (const [device, viewport] of Object.entries(viewports)) {
    const { context, page } = await signedInPage(viewport, scheme);
    for (const [name, path] of shots) {
      await page.goto(path);
      await page
        .getByText(/\d k?m away/)
        // A phone shows the list as cards, a desktop as a table: the one shown.
        .filter({ visible: true })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Show map' }).click();
      const map = page.getByRole('region', { name: 'Map of results' });
      await map.locator('.leaflet-marker-icon').first().waitFor();
      // The place and distance fields above the map stay in the picture.
      await map.evaluate(
        (region, above) => {
          region.scrollIntoView();
          region.ownerDocument.scrollingElement.scrollTop -= above;
        },
        device === 'mobile' ? 190 : 220,
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      const file = join(out, `${name}-${scheme}-${device}.png`);
      await page.screenshot({ path: file });
      console.log(`  ${file}`);
    }
    await context.close();
  }
}
