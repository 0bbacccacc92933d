// /unsubscribe on the real emulators: the links are signed as the API signs
// the ones it e-mails (its own token module, with the demo project's key), and
// the page's calls go to the real /mail routes. Nobody is signed in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  TURN_BACK_ON_TEXT,
  UNSUBSCRIBE_EXPIRED,
  UNSUBSCRIBE_INVALID,
  UNSUBSCRIBE_LINK_DAYS,
  resubscribedText,
  subscribedText,
  turnOffLabel,
  unsubscribedText,
  type EmailKind,
} from '@contract/email';
import { paths } from '@/config/paths';
import { EMAIL_SETTINGS_LINK } from '@/features/email/components/unsubscribe-panel';
import type { UserProfile } from '@/lib/user-profile';
import { anonymousSession, api, createAccount, type TestAccount } from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { DEV_TOKEN_SECRET } from '../../../../functions/src/mail/config';
import { createUnsubscribeToken } from '../../../../functions/src/mail/unsubscribe-token';
import UnsubscribeRoute from './unsubscribe';

async function member(name: string): Promise<TestAccount> {
  const account = await createAccount('unsubscribe', name);
  await api(account, 'POST', '/users', { email: account.email, displayName: name });
  return account;
}

const profile = (account: TestAccount) =>
  api<UserProfile>(account, 'GET', `/users/${encodeURIComponent(account.email)}`);

const link = (account: TestAccount, kind: EmailKind, now?: Date) =>
  createUnsubscribeToken({ uid: account.uid, kind, alerts: 'daily' }, DEV_TOKEN_SECRET, now);

const open = (token: string | null) =>
  renderRoute(<UnsubscribeRoute />, {
    route: paths.unsubscribe,
    path: token === null ? paths.unsubscribe : `${paths.unsubscribe}?token=${token}`,
    session: anonymousSession,
  });

describe('/unsubscribe', () => {
  it('when the link is opened, then it asks and changes nothing; Turn off turns that kind off, Undo turns it back on, and the settings are a link away', async () => {
    const account = await member('Una Subscriber');
    open(link(account, 'messages'));

    // A mail scanner opening the link gets this far: nothing is written.
    expect(await screen.findByText(subscribedText('messages'))).toBeInTheDocument();
    expect((await profile(account)).emailPreferences.messages).toBe(true);
    expect(screen.getByRole('link', { name: EMAIL_SETTINGS_LINK })).toHaveAttribute(
      'href',
      paths.emailSettings,
    );

    await userEvent.click(screen.getByRole('button', { name: turnOffLabel('messages') }));
    expect(await screen.findByText(unsubscribedText('messages'))).toBeInTheDocument();
    expect((await profile(account)).emailPreferences).toEqual({
      messages: false,
      alerts: 'off',
      listings: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(resubscribedText('messages'))).toBeInTheDocument();
    expect((await profile(account)).emailPreferences.messages).toBe(true);
    expect(screen.getByRole('button', { name: turnOffLabel('messages') })).toBeInTheDocument();
  });

  it('when an alerts link is confirmed, then alert e-mails go off, and Undo restores the choice the link carries', async () => {
    const account = await member('Alex Alerts');
    await api(account, 'PUT', `/users/${encodeURIComponent(account.email)}`, {
      emailPreferences: { alerts: 'daily' },
    });
    open(link(account, 'alerts'));

    await userEvent.click(await screen.findByRole('button', { name: turnOffLabel('alerts') }));
    expect(await screen.findByText(unsubscribedText('alerts'))).toBeInTheDocument();
    expect((await profile(account)).emailPreferences.alerts).toBe('off');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(resubscribedText('alerts'))).toBeInTheDocument();
    expect((await profile(account)).emailPreferences.alerts).toBe('daily');
  });

  it('when the link finds them off already (a mail client unsubscribed first), then it says so with no Undo: the link never turns them back on', async () => {
    const account = await member('Ona Already');
    await api(account, 'PUT', `/users/${encodeURIComponent(account.email)}`, {
      emailPreferences: { messages: false },
    });
    open(link(account, 'messages'));

    expect(await screen.findByText(unsubscribedText('messages'))).toBeInTheDocument();
    expect(screen.getByText(TURN_BACK_ON_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: turnOffLabel('messages') }),
    ).not.toBeInTheDocument();
    expect((await profile(account)).emailPreferences.messages).toBe(false);
  });

  it('when the link was tampered with, then the page says it is not valid and nothing changes', async () => {
    const account = await member('Tam Pered');
    // A listings link made to say "messages", its signature kept.
    const [body, signature] = link(account, 'listings').split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...payload, kind: 'messages' })).toString(
      'base64url',
    );
    open(`${forged}.${signature}`);

    expect(await screen.findByText(UNSUBSCRIBE_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute(
      'href',
      paths.emailSettings,
    );
    expect((await profile(account)).emailPreferences).toMatchObject({
      messages: true,
      listings: true,
    });
  });

  it('when the link has expired, then the page says so and nothing changes', async () => {
    const account = await member('Old Link');
    const issued = new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * 24 * 3600 * 1000);
    open(link(account, 'messages', issued));

    expect(await screen.findByText(UNSUBSCRIBE_EXPIRED)).toBeInTheDocument();
    expect((await profile(account)).emailPreferences.messages).toBe(true);
  });

  it('when the link has no token, then the page says it is not valid without asking the API', async () => {
    open(null);
    await waitFor(() => expect(screen.getByText(UNSUBSCRIBE_INVALID)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
