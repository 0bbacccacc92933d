// Messages between a seeker and a poster, realtime on both sides
// (two browsers), contact details by consent, blocking (between two people,
// whatever the listing), a deleted member's thread, the scam warning and the
// Firestore rules as the second line (a stranger's direct read is denied).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { field, signIn, toast, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  resetEmulators,
  type TestUser,
} from '../support/emulators';
import { firestoreHost, projectId } from '../support/env';

const session = useBrowser();

let maya: TestUser;
let leo: TestUser;
let stranger: TestUser;
let postId = '';
const title = "Bright room in Maya's flat";

beforeEach(async () => {
  await resetEmulators();
  maya = await createUser('maya@e2e.roomly.dev', 'Maya Patel');
  leo = await createUser('leo@e2e.roomly.dev', 'Leo Martin');
  stranger = await createUser('stranger@e2e.roomly.dev', 'Stan Stranger');
  postId = await createListing(maya, { title });
});

const conversationOf = (seeker: TestUser) => `${postId}_${seeker.uid}`;

/** Another person's browser, beside the test's own page. */
const secondBrowser = (
  options: { viewport?: 'desktop' | 'mobile'; colorScheme?: 'light' | 'dark' } = {},
) => session.newContext(options);

/** A read of the conversation straight from Firestore's REST API, with `user`'s ID token. */
function firestoreRead(user: TestUser, id: string) {
  return fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/conversations/${id}`,
    { headers: { Authorization: `Bearer ${user.idToken}` } },
  );
}

function thread(page: Page) {
  return page.getByRole('list', { name: 'Messages' });
}

async function send(page: Page, text: string) {
  await field(page, 'Message').fill(text);
  await field(page, 'Message').press('Enter');
}

describe('messages', () => {
  it('when Leo messages Maya about her listing, then she sees the badge and replies, he sees the reply live, shares his contact details, and when she blocks him both composers give way to the reason at once; a stranger cannot read it', async () => {
    const leoPage = session.page;
    await signIn(leoPage, leo);
    await leoPage.goto(`/details/${postId}`);
    await leoPage.getByRole('button', { name: 'Message Maya Patel' }).click();
    const dialog = leoPage.getByRole('dialog', { name: 'Message Maya Patel' });
    await field(leoPage, 'Your message').fill('Hi Maya, is the room still free?');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await leoPage.waitForURL(`**/messages/${conversationOf(leo)}`);
    await visible(thread(leoPage).getByText('Hi Maya, is the room still free?'));
    // The listing's title, linking to it, on top of the thread.
    await visible(leoPage.getByRole('link', { name: title }));

    const { context, page: mayaPage } = await secondBrowser();
    try {
      await signIn(mayaPage, maya);
      const messagesLink = mayaPage.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: /^Messages/,
      });
      await visible(messagesLink.getByTestId('unread-badge'));
      expect(await messagesLink.getByTestId('unread-badge').innerText()).toBe('1');
      // At 1280 px her whole name shows in the bar, beside the unread count.
      const name = mayaPage.getByRole('banner').getByText('Maya Patel', { exact: true });
      await visible(name);
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await messagesLink.click();
      await mayaPage.waitForURL('**/messages');
      const item = mayaPage.getByRole('list', { name: 'Conversations' }).getByRole('link');
      await visible(item.getByText('Leo Martin'));
      await visible(item.getByText(title));
      await visible(item.getByText('Hi Maya, is the room still free?'));
      await visible(item.getByText('Unread', { exact: true }));
      await item.first().click();
      await mayaPage.waitForURL(`**/messages/${conversationOf(leo)}`);
      await visible(thread(mayaPage).getByText('Hi Maya, is the room still free?'));
      // Opening it marked it read: the badge goes, and Leo sees "Read".
      await expect.poll(() => mayaPage.getByTestId('unread-badge').count()).toBe(0);
      await visible(thread(leoPage).getByText(/Read$/));

      // Maya replies (Enter sends); Leo sees it without reloading.
      await send(mayaPage, 'Yes! Want to come and see it on Saturday?');
      await visible(thread(mayaPage).getByText('Yes! Want to come and see it on Saturday?'));
      await visible(thread(leoPage).getByText('Yes! Want to come and see it on Saturday?'));

      // Leo shares his contact details, after confirming; Maya sees them.
      await leoPage.getByRole('button', { name: 'Share my contact details' }).click();
      await leoPage
        .getByRole('dialog', { name: 'Share your contact details?' })
        .getByRole('button', { name: 'Share' })
        .click();
      await visible(thread(leoPage).getByText(`My contact details: ${leo.email} (e-mail)`));
      await visible(thread(mayaPage).getByText(`My contact details: ${leo.email} (e-mail)`));

      // Maya blocks Leo: both composers give way to the reason at once (live
      // from the conversation document), and Send is disabled on both sides.
      await field(leoPage, 'Message').fill('Hello? Are you still there?');
      await mayaPage.getByRole('button', { name: 'Block', exact: true }).click();
      await toast(mayaPage, 'You blocked Leo Martin.');
      await visible(mayaPage.getByRole('button', { name: 'Unblock' }));
      await visible(mayaPage.getByText('You blocked Leo Martin. Unblock to send messages.'));
      expect(await mayaPage.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
      await visible(leoPage.getByText("You can't message this user"));
      expect(await leoPage.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
      expect(await leoPage.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }

    // Firestore rules: a participant may read the conversation directly, a stranger may not.
    expect((await firestoreRead(leo, conversationOf(leo))).status).toBe(200);
    expect((await firestoreRead(stranger, conversationOf(leo))).status).toBe(403);
  });

  it('when Leo likes Maya\'s listing, then she sees him among "People who liked this", messages him from there, and he finds it in his inbox', async () => {
    await api(`/posts/${postId}/like`, leo, { method: 'POST' });

    const mayaPage = session.page;
    await signIn(mayaPage, maya);
    await mayaPage.goto(`/details/${postId}`);
    const likers = mayaPage.getByRole('region', { name: 'People who liked this' });
    await visible(likers.getByText('Leo Martin'));
    expect(await likers.getByText(leo.email).count()).toBe(0);
    await likers.getByRole('button', { name: 'Message Leo Martin' }).click();
    const dialog = mayaPage.getByRole('dialog', { name: 'Message Leo Martin' });
    await field(mayaPage, 'Your message').fill('Thanks for the like! Want to see the room?');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await mayaPage.waitForURL(`**/messages/${conversationOf(leo)}`);
    await visible(thread(mayaPage).getByText('Thanks for the like! Want to see the room?'));

    const { context, page: leoPage } = await secondBrowser();
    try {
      await signIn(leoPage, leo);
      await leoPage.goto('/messages');
      const item = leoPage.getByRole('list', { name: 'Conversations' }).getByRole('link');
      await visible(item.getByText('Maya Patel'));
      await visible(item.getByText('Thanks for the like! Want to see the room?'));
      await visible(item.getByText('Unread', { exact: true }));
    } finally {
      await context.close();
    }
  });

  it("when Leo blocks Maya in one thread, then Maya opens another of his listings and can't message him", async () => {
    // Maya's attempt is refused by the API: that 403 is the point.
    session.expectErrors(/status of 403 .*\/conversations\)$/);
    const loft = await createListing(leo, { title: "Leo's loft room", location: 'Brooklyn, NY' });
    const garden = await createListing(leo, {
      title: "Leo's garden room",
      location: 'Brooklyn, NY',
    });
    await api('/conversations', maya, {
      method: 'POST',
      body: { postId: loft, text: 'Hi Leo, is the loft free in May?' },
    });

    const leoPage = session.page;
    await signIn(leoPage, leo);
    await leoPage.goto(`/messages/${loft}_${maya.uid}`);
    await visible(thread(leoPage).getByText('Hi Leo, is the loft free in May?'));
    await leoPage.getByRole('button', { name: 'Block', exact: true }).click();
    await toast(leoPage, 'You blocked Maya Patel.');

    const { context, page: mayaPage } = await secondBrowser();
    try {
      await signIn(mayaPage, maya);
      await mayaPage.goto(`/details/${garden}`);
      await mayaPage.getByRole('button', { name: 'Message Leo Martin' }).click();
      const dialog = mayaPage.getByRole('dialog', { name: 'Message Leo Martin' });
      await field(mayaPage, 'Your message').fill('What about the garden room?');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await visible(dialog.getByText("You can't message this user"));
      // Still on the listing: no conversation was started.
      expect(new URL(mayaPage.url()).pathname).toBe(`/details/${garden}`);
    } finally {
      await context.close();
    }
    const inbox = await api<{ postId: string }[]>('/conversations', leo);
    expect(inbox.map((c) => c.postId)).toEqual([loft]);
  });

  it('when Maya deletes her account, then Leo\'s thread with her shows "Deleted member", without her shared contact details, and tells him why he can\'t reply', async () => {
    const room = await createListing(leo, { title: "Leo's loft room" });
    const id = `${room}_${maya.uid}`;
    await api('/conversations', maya, {
      method: 'POST',
      body: { postId: room, text: 'Hi Leo, is the loft still free?' },
    });
    await api(`/conversations/${id}/share-contact`, maya, { method: 'POST' });

    const leoPage = session.page;
    await signIn(leoPage, leo);
    await leoPage.goto(`/messages/${id}`);
    await visible(thread(leoPage).getByText(`My contact details: ${maya.email} (e-mail)`));
    await visible(leoPage.getByRole('heading', { name: 'Maya Patel' }));

    await api(`/users/${maya.email}`, maya, { method: 'DELETE' });
    // Live: the open thread changes without a reload.
    await visible(leoPage.getByRole('heading', { name: 'Deleted member' }));
    await visible(
      leoPage.getByText('This member deleted their account, so no more messages can be sent here.'),
    );
    expect(await leoPage.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await expect.poll(() => thread(leoPage).getByText(maya.email).count()).toBe(0);
    await visible(thread(leoPage).getByText('Hi Leo, is the loft still free?'));

    await leoPage.goto('/messages');
    const item = leoPage.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await visible(item.getByText('Deleted member'));
    expect(await leoPage.getByText('Maya Patel').count()).toBe(0);
  });

  it('when a message asks for money before a viewing, then its receiver sees the warning with a link to the safety tips, and its sender does not', async () => {
    await api('/conversations', leo, {
      method: 'POST',
      body: { postId, text: 'Is the room available in June?' },
    });
    await api(`/conversations/${conversationOf(leo)}/messages`, maya, {
      method: 'POST',
      body: { text: 'Please pay the deposit by Western Union to hold it.' },
    });
    const warning = 'Be careful: never send money or ID before you have seen the room in person.';

    const leoPage = session.page;
    await signIn(leoPage, leo);
    await leoPage.goto(`/messages/${conversationOf(leo)}`);
    await visible(thread(leoPage).getByText('Please pay the deposit by Western Union'));
    await visible(leoPage.getByText(warning));
    await thread(leoPage).getByRole('link', { name: 'Safety tips' }).click();
    await leoPage.waitForURL('**/safety');
    await visible(leoPage.getByRole('heading', { name: 'Safety tips', level: 1 }));

    const { context, page: mayaPage } = await secondBrowser();
    try {
      await signIn(mayaPage, maya);
      await mayaPage.goto(`/messages/${conversationOf(leo)}`);
      await visible(thread(mayaPage).getByText('Please pay the deposit by Western Union'));
      expect(await mayaPage.getByText(warning).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when the inbox and a thread are checked in both themes and on a phone, then axe finds nothing serious and nothing scrolls sideways', async () => {
    await api('/conversations', leo, {
      method: 'POST',
      body: { postId, text: 'Hi! Could I come and see the room this week?' },
    });
    await api(`/conversations/${conversationOf(leo)}/messages`, maya, {
      method: 'POST',
      body: { text: 'Sure, does Thursday evening work? Send me a WhatsApp.' },
    });
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await secondBrowser({ colorScheme });
      try {
        await signIn(page, leo);
        await page.goto('/messages');
        await visible(page.getByRole('list', { name: 'Conversations' }).getByText('Maya Patel'));
        for (const line of await seriousViolations(page))
          found.push(`${colorScheme} inbox: ${line}`);
        await page.goto(`/messages/${conversationOf(leo)}`);
        await visible(thread(page).getByText('Sure, does Thursday evening work?'));
        for (const line of await seriousViolations(page))
          found.push(`${colorScheme} thread: ${line}`);
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);

    const { context, page } = await secondBrowser({ viewport: 'mobile' });
    try {
      await signIn(page, leo);
      // Not `networkidle`: Firestore's realtime channel keeps a request open.
      const ready: [string, () => Promise<void>][] = [
        [
          '/messages',
          () => visible(page.getByRole('list', { name: 'Conversations' }).getByText('Maya Patel')),
        ],
        [
          `/messages/${conversationOf(leo)}`,
          () => visible(thread(page).getByText('Sure, does Thursday')),
        ],
        ['/safety', () => visible(page.getByRole('heading', { name: 'Safety tips', level: 1 }))],
      ];
      for (const [path, shown] of ready) {
        await page.goto(path);
        await shown();
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(client);
      }
      // Phone: the thread is full screen, with a way back to the inbox.
      await page.goto(`/messages/${conversationOf(leo)}`);
      await visible(thread(page).getByText('Sure, does Thursday evening work?'));
      expect(await page.getByRole('list', { name: 'Conversations' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Back to conversations' }).click();
      await page.waitForURL('**/messages');
      await visible(page.getByRole('list', { name: 'Conversations' }).getByText('Maya Patel'));
    } finally {
      await context.close();
    }
  });
});
