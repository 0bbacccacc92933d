// The profile page end to end: a real signed-in user (Auth emulator) and a
// tiny local HTTP server standing in for the users API.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { signIn } from '@/features/auth/api/sign-in';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { loadAuth, loadAuthModule } from '@/lib/firebase';
import { createEmulatorUser, deleteEmulatorAccounts } from '@/testing/emulator';
import { startServer } from '@/testing/local-server';
import { renderWithApp } from '@/testing/test-utils';
import type { UserProfile } from '@/lib/user-profile';
import { updateProfile } from '@/features/profile/api/update-profile';
import ProfileRoute from './profile';

// Its own address: the auth flows' tests register ada@example.com.
const email = 'ada.profile@example.com';
let stored: UserProfile;
let failPut = false;
const requests: Array<{ method: string; path: string; auth: boolean; body: unknown }> = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });

let server: Awaited<ReturnType<typeof startServer>>;
const originalBase = env.apiBaseUrl;

describe('profile page', () => {
  beforeAll(async () => {
    server = await startServer(async (req, res) => {
      const body = await readBody(req);
      const path = decodeURIComponent(req.url ?? '');
      requests.push({
        method: req.method ?? '',
        path,
        auth: /^Bearer \S+/.test(req.headers.authorization ?? ''),
        body: body ? JSON.parse(body) : null,
      });
      res.setHeader('Content-Type', 'application/json');
      if (path === '/users/me/phone') {
        // The page's verified phone section (its own tests: features/phone).
        res.writeHead(200).end(JSON.stringify({ verified: false, ending: null, pending: null }));
      } else if (path !== `/users/${email}`) {
        res.writeHead(404).end(JSON.stringify({ error: 'Not found' }));
      } else if (req.method === 'PUT' && failPut) {
        res.writeHead(500).end(JSON.stringify({ error: 'Database down' }));
      } else if (req.method === 'PUT') {
        stored = { ...stored, ...JSON.parse(body) };
        res.writeHead(200).end(JSON.stringify(stored));
      } else {
        res.writeHead(200).end(JSON.stringify(stored));
      }
    });
    env.apiBaseUrl = server.url;
  });
  afterAll(async () => {
    env.apiBaseUrl = originalBase;
    await server.close();
  });
  beforeEach(async () => {
    stored = {
      email,
      displayName: 'Ada Lovelace',
      phoneNumber: '+44 20 7946 0000',
      bio: 'Mathematician.',
      photoURL: '',
      preferences: { notifications: true, emailUpdates: true },
      emailPreferences: { messages: true, alerts: 'off', listings: true },
      lifestyle: [],
      phoneVerified: false,
    };
    failPut = false;
    requests.length = 0;
    await deleteEmulatorAccounts(email);
    await createEmulatorUser(email, 'Secret1', 'Ada');
    await signIn({ email, password: 'Secret1' });
  });
  afterEach(async () => {
    const [auth, { signOut }] = await Promise.all([loadAuth(), loadAuthModule()]);
    await signOut(auth);
  });

  const renderPage = () =>
    renderWithApp(<ProfileRoute />, {
      path: '/profile',
      wrapSession: (tree) => <SessionProvider>{tree}</SessionProvider>,
      withToaster: true,
    });

  it('when opened, then it shows the backend profile in view mode', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('+44 20 7946 0000')).toBeInTheDocument();
    expect(screen.getByText('Mathematician.')).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'GET' && r.auth)).toBe(true);
  });

  it('when edited and saved, then Firebase and the backend get the changes and the view shows them', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();

    const name = await screen.findByLabelText(/^Display name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Countess Ada');
    await userEvent.clear(screen.getByLabelText(/^Bio/));
    await userEvent.type(screen.getByLabelText(/^Bio/), 'Wrote the first program.');
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail updates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Wrote the first program.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Countess Ada' })).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({
      auth: true,
      body: {
        displayName: 'Countess Ada',
        phoneNumber: '+44 20 7946 0000',
        bio: 'Wrote the first program.',
        photoURL: '',
        preferences: { notifications: true, emailUpdates: false },
      },
    });
    expect((await loadAuth()).currentUser?.displayName).toBe('Countess Ada');
  });

  it("when the profile photo is an upload, then the backend gets its /photos/ entry and Firebase never a relative URL: the account's photo stays", async () => {
    const [auth, { updateProfile: updateAccount }] = await Promise.all([
      loadAuth(),
      loadAuthModule(),
    ]);
    await updateAccount(auth.currentUser!, { photoURL: 'https://cdn.example/ada.png' });
    const upload = '/photos/AbCdEfGhIj0123456789';
    await updateProfile(email, { ...stored, photoURL: upload });
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ photoURL: upload });
    await auth.currentUser!.reload();
    expect(auth.currentUser!.photoURL).toBe('https://cdn.example/ada.png');
  });

  it("when a linked photo is removed, then the account's photo goes too", async () => {
    const [auth, { updateProfile: updateAccount }] = await Promise.all([
      loadAuth(),
      loadAuthModule(),
    ]);
    await updateAccount(auth.currentUser!, { photoURL: 'https://cdn.example/ada.png' });
    await updateProfile(email, { ...stored, photoURL: '' });
    await auth.currentUser!.reload();
    expect(auth.currentUser!.photoURL).toBeNull();
  });

  it('when the e-mail choices are changed, then the backend gets them with the profile and the view shows them', async () => {
    renderPage();
    /** What the details view shows for `term` (its <dd>). */
    const shown = async (term: string) =>
      (await screen.findByText(term, { selector: 'dt' })).nextElementSibling;
    expect(await shown('Alert e-mails')).toHaveTextContent('Off');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Message e-mails' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(await shown('Alert e-mails')).toHaveTextContent('Daily digest');
    expect(await shown('Message e-mails')).toHaveTextContent('Off');
    expect(await shown('Listing reminders')).toHaveTextContent('On');
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      body: { emailPreferences: { messages: false, alerts: 'daily', listings: true } },
    });
  });

  it('when the backend refuses the update, then it says "Failed to update backend profile" and stays in edit mode', async () => {
    failPut = true;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update backend profile');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('when editing is cancelled, then the view comes back unchanged', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(await screen.findByLabelText(/^Bio/), ' Not saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Mathematician.')).toBeInTheDocument());
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
