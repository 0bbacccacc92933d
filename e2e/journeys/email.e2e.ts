// E-mail, for real: the Functions emulator sends over SMTP to the development
// inbox (MailDev) and this journey reads what arrived there. Maya writes to
// Leo about his listing; his e-mail links to the thread and carries the
// one-click unsubscribe headers (RFC 8058); he unsubscribes by the e-mail's
// link and its page's button, without signing in; Maya's next message sends him nothing (the outbox
// records why).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  resubscribedText,
  subscribedText,
  turnOffLabel,
  unsubscribedText,
} from '../../functions/src/contract/email';
import { field, signIn, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { createListing, createUser, resetEmulators, type TestUser } from '../support/emulators';
import { firestoreHost, hostingUrl, projectId } from '../support/env';
import { clearInbox, mailHeaders, mailLinks, mailTo, waitForMail } from '../support/inbox';

const session = useBrowser();

let maya: TestUser;
let leo: TestUser;
let postId = '';
const title = "Leo's garden room";

beforeEach(async () => {
  await Promise.all([resetEmulators(), clearInbox()]);
  maya = await createUser('maya@e2e.roomly.dev', 'Maya Patel');
  leo = await createUser('leo@e2e.roomly.dev', 'Leo Martin');
  postId = await createListing(leo, { title });
});

function thread(page: Page) {
  return page.getByRole('list', { name: 'Messages' });
}

type OutboxDoc = { status: string; skipReason?: string; toUids: string[] };

/** The outbox as stored (no client may read it: the emulator's owner token passes the rules). */
async function outbox(): Promise<OutboxDoc[]> {
  const res = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/outbox?pageSize=50`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!res.ok) throw new Error(`Reading the outbox: ${res.status} ${await res.text()}`);
  type Value = { stringValue?: string; arrayValue?: { values?: Value[] } };
  const { documents = [] } = (await res.json()) as {
    documents?: { createTime: string; fields: Record<string, Value> }[];
  };
  return documents
    .sort((a, b) => a.createTime.localeCompare(b.createTime))
    .map(({ fields }) => ({
      status: fields.status?.stringValue ?? '',
      skipReason: fields.skipReason?.stringValue,
      toUids: (fields.toUids?.arrayValue?.values ?? []).map((v) => v.stringValue ?? ''),
    }));
}

/** Who has unread messages in the conversation, as stored (the owner token, as above). */
async function unreadBy(conversationId: string): Promise<string[]> {
  const res = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/conversations/${conversationId}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!res.ok) throw new Error(`Reading the conversation: ${res.status} ${await res.text()}`);
  type Value = { stringValue?: string; arrayValue?: { values?: Value[] } };
  const { fields } = (await res.json()) as { fields: Record<string, Value> };
  return (fields.unreadBy?.arrayValue?.values ?? []).map((v) => v.stringValue ?? '');
}

describe('e-mail', () => {
  it("when Maya writes to Leo, then his inbox gets an e-mail whose link opens the thread, with one-click unsubscribe; after he unsubscribes by the e-mail's link, her next message e-mails him nothing", async () => {
    const conversationId = `${postId}_${maya.uid}`;
    const mayaPage = session.page;
    await signIn(mayaPage, maya);
    await mayaPage.goto(`/details/${postId}`);
    await mayaPage.getByRole('button', { name: 'Message Leo Martin' }).click();
    const dialog = mayaPage.getByRole('dialog', { name: 'Message Leo Martin' });
    await field(mayaPage, 'Your message').fill('Hi Leo, could I see the garden room on Friday?');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await mayaPage.waitForURL(`**/messages/${conversationId}`);

    // The e-mail, as the SMTP server received it: to Leo only, nobody else's address in it.
    const mail = await waitForMail(leo.email);
    expect(mail.to.map((to) => to.address)).toEqual([leo.email]);
    expect(mail.subject).toBe('Maya Patel sent you a message on Roomly');
    expect(mail.text).toContain('Hi Leo, could I see the garden room on Friday?');
    expect(mail.html).toContain('Hi Leo, could I see the garden room on Friday?');
    expect(JSON.stringify(mail)).not.toContain(maya.email);

    // RFC 8058: a one-click unsubscribe the mail client can POST to, on the API.
    const headers = await mailHeaders(mail);
    expect(headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<${hostingUrl.replace(/[.]/g, '\\.')}/mail/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const links = mailLinks(mail);
    const open = links.find((l) => l.text === 'Open the conversation');
    const unsubscribe = links.find((l) => l.text === 'Unsubscribe');
    expect(open?.href).toBe(`${hostingUrl}/messages/${conversationId}`);
    expect(unsubscribe?.href).toMatch(new RegExp(`^${hostingUrl}/unsubscribe\\?token=[\\w.-]+$`));

    // Leo follows the e-mail's link: the login page first, then the thread.
    const { context, page: leoPage } = await session.newContext();
    try {
      await leoPage.goto(open!.href);
      await leoPage.waitForURL('**/auth/login');
      await signIn(leoPage, leo);
      await leoPage.waitForURL(`**/messages/${conversationId}`);
      await visible(thread(leoPage).getByText('Hi Leo, could I see the garden room on Friday?'));
      // The thread's page records that he read it; closing it sooner, on a busy
      // machine, could cancel that request (and Maya's next message would then
      // find him with unread mail and queue nothing).
      await expect.poll(() => unreadBy(conversationId)).not.toContain(leo.uid);
    } finally {
      await context.close();
    }

    // The e-mail's unsubscribe link works without signing in; opening it
    // only asks (mail scanners open links), the button turns them off.
    const { context: mailClient, page: linkPage } = await session.newContext();
    try {
      await linkPage.goto(unsubscribe!.href);
      await visible(linkPage.getByText(subscribedText('messages')));
      await linkPage.getByRole('button', { name: turnOffLabel('messages') }).click();
      await visible(linkPage.getByText(unsubscribedText('messages')));
      await visible(linkPage.getByRole('button', { name: 'Undo' }));
    } finally {
      await mailClient.close();
    }

    // Maya writes again: an e-mail is queued (Leo had read the thread), and
    // the sender skips it because he unsubscribed; nothing reaches the inbox.
    await field(mayaPage, 'Message').fill('Or Saturday morning, if that suits you better?');
    await field(mayaPage, 'Message').press('Enter');
    await visible(thread(mayaPage).getByText('Or Saturday morning, if that suits you better?'));
    await expect
      .poll(async () => (await outbox()).map(({ status, skipReason }) => [status, skipReason]))
      .toEqual([
        ['sent', undefined],
        ['skipped', 'unsubscribed'],
      ]);
    expect((await outbox()).every(({ toUids }) => toUids.join() === leo.uid)).toBe(true);
    expect((await mailTo(leo.email)).length).toBe(1);
    expect(await mailTo(maya.email)).toEqual([]);
  });

  it('when Leo undoes the unsubscribe, then message e-mails are back on in his profile, and both pages pass axe', async () => {
    // The link of a real e-mail, from a message sent through the API's own path.
    const conversationId = `${postId}_${maya.uid}`;
    const mayaPage = session.page;
    await signIn(mayaPage, maya);
    await mayaPage.goto(`/details/${postId}`);
    await mayaPage.getByRole('button', { name: 'Message Leo Martin' }).click();
    await field(mayaPage, 'Your message').fill('Is the room still free in June?');
    await mayaPage
      .getByRole('dialog', { name: 'Message Leo Martin' })
      .getByRole('button', { name: 'Send', exact: true })
      .click();
    await mayaPage.waitForURL(`**/messages/${conversationId}`);
    const unsubscribe = mailLinks(await waitForMail(leo.email)).find(
      (l) => l.text === 'Unsubscribe',
    );

    const { context, page } = await session.newContext();
    try {
      await page.goto(unsubscribe!.href);
      await visible(page.getByRole('button', { name: turnOffLabel('messages') }));
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: turnOffLabel('messages') }).click();
      await visible(page.getByText(unsubscribedText('messages')));
      await page.getByRole('button', { name: 'Undo' }).click();
      await visible(page.getByText(resubscribedText('messages')));
      await page.getByRole('link', { name: 'Change your e-mail settings' }).click();
      await page.waitForURL('**/auth/login');
      await signIn(page, leo);
      await page.waitForURL((url) => url.pathname === '/profile');
      const messages = page.locator('dt', { hasText: 'Message e-mails' }).locator('+ dd');
      await visible(messages.getByText('On', { exact: true }));
      // The settings themselves, as the form shows them.
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      expect(await page.getByRole('switch', { name: 'Message e-mails' }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
