// Roomly offline and on return (issue 45): the service worker installs after
// the first visit; a member's liked listings and their own pages show offline
// with when they were seen, never their contact details; a write offline says
// it can't be done and keeps what was typed; signing out leaves nothing of
// theirs behind; a new version is offered, never swapped in by itself.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountButton, hidden, signIn, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  resetEmulators,
  type TestUser,
} from '../support/emulators';

const session = useBrowser({ serviceWorkers: 'allow' });

let owner: TestUser;
let member: TestUser;

beforeEach(async () => {
  await resetEmulators();
  owner = await createUser('olivia@e2e.roomly.dev', 'Olivia Owner');
  member = await createUser('sid@e2e.roomly.dev', 'Sid Seeker');
});

/** Waits until the page's service worker is active and controls it (it claims the first visit). */
async function controlledByWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            registration?.active?.state === 'activated' &&
            navigator.serviceWorker.controller !== null
          );
        }),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

/** Every cache's name and, for each entry, its URL and body: what stays on the device. */
function cachedOnDevice(page: Page) {
  return page.evaluate(async () => {
    const found: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('Content-Type') ?? '';
        const body = /json|html|text/.test(type) ? await response!.text() : '';
        found.push({ cache: name, url: request.url, body });
      }
    }
    return found;
  });
}

describe('the service worker', () => {
  it('when the home page has loaded, then a worker for the whole site installs and precaches the app shell', async () => {
    const { page } = session;
    await page.goto('/');
    await visible(page.getByRole('heading', { name: 'Find Your Perfect Roommate' }));
    await controlledByWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
    const cached = await cachedOnDevice(page);
    const precached = cached.filter((entry) => entry.cache.startsWith('workbox-precache'));
    expect(precached.some((entry) => new URL(entry.url).pathname === '/index.html')).toBe(true);
    expect(precached.some((entry) => /\/assets\/app-[\w-]+\.js/.test(entry.url))).toBe(true);
  });
});

describe('offline', () => {
  it('when a member who liked two listings goes offline, then Liked Listings still shows them with when they were seen, never the contact, and a like says it cannot be done', async () => {
    const { page, context } = session;
    const loft = await createListing(owner, {
      title: 'Loft by the river',
      contactInfo: 'Text 555-0199',
    });
    const attic = await createListing(owner, {
      title: 'Attic with a view',
      contactInfo: 'Call 555-0142',
    });
    const third = await createListing(owner, { title: 'Garden flat' });
    await api(`/posts/${loft}/like`, member, { method: 'POST' });
    await api(`/posts/${attic}/like`, member, { method: 'POST' });

    await signIn(page, member);
    await controlledByWorker(page);
    await page.goto('/liked');
    await visible(page.getByRole('article', { name: 'Loft by the river' }));
    await visible(
      page.getByRole('article', { name: 'Attic with a view' }).getByText('Call 555-0142'),
    );
    await page.goto(`/details/${third}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Garden flat' }));

    // What the device kept: the listings, none of their contact details or anyone's e-mail.
    const kept = await cachedOnDevice(page);
    expect(kept.some((entry) => entry.body.includes('Loft by the river'))).toBe(true);
    for (const secret of ['555-0199', '555-0142', owner.email, member.email]) {
      expect(kept.filter((entry) => entry.body.includes(secret)).map((e) => e.url)).toEqual([]);
    }

    // Offline, what was never saved fails to load (the page says so): the browser logs each.
    session.expectErrors(
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load resource/,
    );
    await context.setOffline(true);
    await page.goto('/liked');
    await visible(page.getByRole('status').getByText(/^Offline: showing what you saw at \d/));
    await visible(page.getByRole('article', { name: 'Loft by the river' }));
    await visible(page.getByRole('article', { name: 'Attic with a view' }));
    expect(await page.getByText('Call 555-0142').count()).toBe(0);

    // A listing opened before shows; a write says it can't be done now.
    await page.goto(`/details/${third}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Garden flat' }));
    await visible(page.getByRole('status').getByText(/^Offline: showing what you saw at/));
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await visible(
      page.getByText(
        "You're offline, so this can't be done now. Try again once you're back online.",
      ),
    );
    // Within the app too (no reload): a page opened before shows what was seen.
    await accountButton(page, 'Sid Seeker').click();
    await page.getByRole('menuitem', { name: 'Liked Listings' }).click();
    await page.waitForURL('**/liked');
    await visible(page.getByRole('article', { name: 'Loft by the river' }));
    await visible(page.getByRole('status').getByText(/^Offline: showing what you saw at/));

    await context.setOffline(false);
    await hidden(page.getByRole('status').getByText(/^Offline:/));
    // Back online, the server still has two likes, not three: nothing was queued.
    const liked = await api<{ _id: string }[]>('/posts/liked', member);
    expect(liked.map((post) => post._id).sort()).toEqual([attic, loft].sort());
  });

  it('when a member who opened a conversation goes offline, then it still shows, and sending says it cannot and keeps the text', async () => {
    const { page, context } = session;
    const loft = await createListing(owner, { title: 'Loft by the river' });
    const sent = await api<{ conversation: { _id: string } }>('/conversations', member, {
      method: 'POST',
      body: { postId: loft, text: 'Is the loft still free in March?' },
    });
    await signIn(page, member);
    await controlledByWorker(page);
    await page.goto('/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await page.waitForURL(`**/messages/${sent.conversation._id}`);
    const thread = page.getByRole('list', { name: 'Messages' });
    await visible(thread.getByText('Is the loft still free in March?'));

    session.expectErrors(
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load resource|firestore/i,
    );
    await context.setOffline(true);
    await page.goto('/messages');
    await visible(page.getByRole('status').getByText(/^Offline: showing what you saw at/));
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await visible(thread.getByText('Is the loft still free in March?'));
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Could I see it on Saturday?');
    await page.getByRole('button', { name: 'Send' }).click();
    await visible(
      page
        .getByRole('alert')
        .getByText("You're offline, so this can't be done now.", { exact: false }),
    );
    expect(await message.inputValue()).toBe('Could I see it on Saturday?');
    const stored = await api<{ messages: unknown[] }>(
      `/conversations/${encodeURIComponent(sent.conversation._id)}`,
      member,
    );
    expect(stored.messages).toHaveLength(1);
  });

  it('when a member signs out, then nothing they saw stays in any cache, and the worker still serves the site', async () => {
    const { page } = session;
    const loft = await createListing(owner, { title: 'Loft by the river' });
    await api(`/posts/${loft}/like`, member, { method: 'POST' });
    await signIn(page, member);
    await controlledByWorker(page);
    await page.goto('/liked');
    await visible(page.getByRole('article', { name: 'Loft by the river' }));
    expect((await cachedOnDevice(page)).some((e) => e.cache === 'roomly-member-v1')).toBe(true);

    await accountButton(page, 'Sid Seeker').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await visible(page.getByRole('link', { name: 'Login' }).first());

    await expect
      .poll(async () => (await page.evaluate(() => caches.keys())).includes('roomly-member-v1'))
      .toBe(false);
    const left = await cachedOnDevice(page);
    expect(left.filter((entry) => entry.body.includes('Loft by the river'))).toEqual([]);
    expect(left.some((entry) => entry.cache.startsWith('workbox-precache'))).toBe(true);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
      new URL('/', page.url()).href,
    );
  });
});

describe('updates', () => {
  it('when a new version of the worker is waiting, then the page offers to reload, and reloading runs it', async () => {
    const { page } = session;
    await page.goto('/browse-listings');
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Listings' }));
    await controlledByWorker(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

    // A new release: another worker script for the same scope installs and waits.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?release=2', { scope: '/' }));
    const prompt = page.getByText('A new version of Roomly is ready —');
    await visible(prompt);
    // Nothing changes until the member says so.
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(before);

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?release=2') === true,
    );
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Listings' }));
    expect(await prompt.count()).toBe(0);
  });
});
