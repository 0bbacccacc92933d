// Runs inside `firebase emulators:exec` (see scripts/screenshots.mjs). Names
// as arguments (`node scripts/screenshots/run.mjs viewing`) take only those
// pictures, in both themes: quicker when one page changed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { hostingUrl, root } from '../lib/emulator-env.mjs';
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
    // The moderation queue, as the demo moderator.
    if (wanted('moderation')) await moderationScreenshot(scheme);
    // Leo's alert for his saved search.
    if (wanted('notifications')) await notificationsScreenshot(scheme);
  }
} finally {
  await browser.close();
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
  const context = await browser.newContext({
    baseURL: hostingUrl,
    viewport: viewports.desktop,
    colorScheme: scheme,
  });
  const page = await context.newPage();
  await signIn(page, leo);
  await page.goto('/notifications');
  await page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
  await page.getByRole('link', { name: /^Notifications, \d+ unread/ }).waitFor();
  await page.waitForTimeout(500);
  const file = join(out, `notifications-${scheme}-desktop.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
  await context.close();
}

/** The /moderation queue with the demo listing's two reports, as mod@roomly.dev. */
async function moderationScreenshot(scheme) {
  const moderator = users.find((u) => u.email === 'mod@roomly.dev');
  const context = await browser.newContext({
    baseURL: hostingUrl,
    viewport: viewports.desktop,
    colorScheme: scheme,
  });
  const page = await context.newPage();
  await signIn(page, moderator);
  await page.goto('/moderation');
  await page.getByRole('article').first().waitFor();
  await page.waitForTimeout(500);
  const file = join(out, `moderation-${scheme}-desktop.png`);
  await page.screenshot({ path: file });
  console.log(`  ${file}`);
  await context.close();
}
