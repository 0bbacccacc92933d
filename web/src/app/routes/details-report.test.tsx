// "Report listing" on the details page, on the real emulators: who
// sees it, the dialog (six reasons, optional note with a counter), the report
// reaching the moderators' queue, and what others see once a listing is under review.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import {
  anonymousSession,
  api,
  createAccount,
  createListing,
  ESTABLISHED,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { makeModerator } from '@/testing/moderator';
import { renderRoute } from '@/testing/render-route';
import type { Listing } from '@/features/listings/types';
import { REPORT_ACCOUNT_TOO_NEW, type ModerationItem } from '@/features/moderation/types';
import DetailsRoute from './details';

const open = (session: Session, id: string) =>
  renderRoute(<DetailsRoute />, { route: '/details/:id', path: `/details/${id}`, session });

const reportButton = () => screen.queryByRole('button', { name: 'Report listing' });

describe('details page: Report listing', () => {
  let owner: TestAccount;
  let visitor: TestAccount;
  let moderator: TestAccount;
  let post: Listing;

  beforeAll(async () => {
    owner = await createAccount('report-owner', 'Olivia Owner');
    visitor = await createAccount('report-visitor', 'Victor Visitor', ESTABLISHED);
    moderator = await makeModerator(await createAccount('report-mod', 'Mia Moderator'));
    post = await createListing(owner);
  }, 60_000);

  afterEach(async () => {
    await signOutApp();
  });

  it('when a member reports a listing with a reason and a note, then a toast thanks them and moderators see the report', async () => {
    await signInApp(visitor);
    open(signedInSession(visitor), post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    await userEvent.click(reportButton()!);

    const dialog = within(await screen.findByRole('dialog', { name: 'Report listing' }));
    const radios = dialog.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Scam or fraud',
      'Already let',
      'Wrong or misleading information',
      'Offensive',
      'Duplicate or spam',
      'Something else',
    ]);
    const send = dialog.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled(); // no reason yet
    await userEvent.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    await userEvent.type(note, 'Wants a deposit');
    expect(dialog.getByText('15 / 500')).toBeInTheDocument();
    await userEvent.click(send);

    expect(await screen.findByText("Thanks, we'll review this listing")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const queue = await api<ModerationItem[]>(moderator, 'GET', '/moderation/reports?limit=50');
    const item = queue.find((i) => i.kind === 'listing' && i.postId === post._id);
    expect(item?.reports).toEqual([
      expect.objectContaining({ reasonLabel: 'Scam or fraud', note: 'Wants a deposit' }),
    ]);
    // Nothing in the queue points to the reporter.
    expect(JSON.stringify(item)).not.toContain(visitor.uid);
  });

  it('when an account made today opens Report, then the dialog says from when it can report, before any form', async () => {
    const newcomer = await createAccount('report-newcomer', 'Nina Newcomer', { phone: false });
    await signInApp(newcomer);
    const session = signedInSession(newcomer);
    // As the session provider reads it from the account: made just now.
    open({ ...session, user: { ...session.user!, createdAt: Date.now() } }, post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    await userEvent.click(reportButton()!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report listing' }));
    expect(dialog.getByText(/^New accounts can report 24 hours after signing up/)).toBeVisible();
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when an account made today sends a report anyway (its age unknown to the page), then the API refuses it and the dialog says why', async () => {
    // Without a phone: a verified one would let it report at once.
    const newcomer = await createAccount('report-newcomer-2', 'Nora Newcomer', { phone: false });
    await signInApp(newcomer);
    open(signedInSession(newcomer), post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    await userEvent.click(reportButton()!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report listing' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Duplicate or spam' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(REPORT_ACCOUNT_TOO_NEW)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report listing' })).toBeInTheDocument();
  });

  it('when the note is longer than 500 characters, then it is marked and the report cannot be sent', async () => {
    await signInApp(visitor);
    open(signedInSession(visitor), post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    await userEvent.click(reportButton()!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Report listing' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Offensive' }));
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(501));
    expect(dialog.getByText('501 / 500')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  });

  it('when the owner opens their listing, then there is no Report button', async () => {
    await signInApp(owner);
    open(signedInSession(owner), post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(reportButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report listing' })).not.toBeInTheDocument();
  });

  it('when an anonymous visitor clicks Report listing, then it takes them to log in and back', async () => {
    const { router } = open(anonymousSession, post._id);
    await screen.findByRole('heading', { level: 1, name: post.title });
    await userEvent.click(screen.getByRole('link', { name: 'Report listing' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?next=%2Fdetails%2F${post._id}`);
  });

  it('when three members have reported a listing, then others see only "This listing is being reviewed"; its owner still sees it', async () => {
    const reported = await createListing(owner);
    for (const name of ['A', 'B', 'C']) {
      const reporter = await createAccount(`report-${name}`, `Reporter ${name}`, ESTABLISHED);
      await api(reporter, 'POST', `/posts/${reported._id}/report`, { reason: 'spam' });
    }
    await signInApp(visitor);
    const asVisitor = open(signedInSession(visitor), reported._id);
    expect(await screen.findByText('This listing is being reviewed')).toBeInTheDocument();
    expect(screen.queryByText(reported.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(reportButton()).not.toBeInTheDocument();
    asVisitor.unmount();
    await signOutApp();

    await signInApp(owner);
    open(signedInSession(owner), reported._id);
    expect(
      await screen.findByRole('heading', { level: 1, name: reported.title }),
    ).toBeInTheDocument();
  });
});
