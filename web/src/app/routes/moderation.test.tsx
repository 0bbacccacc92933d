// The /moderation page on the real emulators: 'Page not found' for
// everyone without the moderator claim; for a moderator, the queue with every
// reason and note, and Dismiss, Restore and Remove (whose notice the owner
// then sees on My Listings and can dismiss); and the photos held as copies,
// each beside what it copies, with Clear and Remove.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import {
  deletedCaseText,
  repeatReportersText,
  repostOfText,
  type OwnerNotice,
} from '@/features/moderation/types';
import { PHOTO_MESSAGES } from '@contract/photo';
import ModerationRoute from './moderation';
import MyListingsRoute from './my-listings';

const open = (session: Session) =>
  renderRoute(<ModerationRoute />, { route: '/moderation', path: '/moderation', session });

/** The queue entry of one listing (other test files may have reported theirs). */
const entry = async (title: string) =>
  within((await screen.findByRole('article', { name: title })) as HTMLElement);

describe('moderation page', () => {
  let owner: TestAccount;
  let member: TestAccount;
  let reporters: TestAccount[];
  let moderator: TestAccount;

  beforeAll(async () => {
    owner = await createAccount('mod-owner', 'Olga Owner');
    member = await createAccount('mod-member', 'Milo Member');
    reporters = [
      await createAccount('mod-reporter-a', 'Ria Reporter', ESTABLISHED),
      await createAccount('mod-reporter-b', 'Rob Reporter', ESTABLISHED),
    ];
    moderator = await makeModerator(await createAccount('mod-mod', 'Mona Moderator'));
  }, 60_000);

  afterEach(async () => {
    await signOutApp();
  });

  /** Both reporters report `post`, with notes. */
  async function reportByBoth(post: Listing): Promise<void> {
    await api(reporters[0]!, 'POST', `/posts/${post._id}/report`, {
      reason: 'scam',
      note: 'Asked for a wire transfer',
    });
    await api(reporters[1]!, 'POST', `/posts/${post._id}/report`, { reason: 'let' });
  }

  /** A listing reported by both reporters, with notes. */
  async function reportedListing(): Promise<Listing> {
    const post = await createListing(owner);
    await reportByBoth(post);
    return post;
  }

  /** Uploads one of the bundled demo images as `account` (POST /photos): the copy check holds it. */
  async function uploadDemoImage(account: TestAccount, file: string) {
    const bytes = readFileSync(
      join(__dirname, '..', '..', '..', 'public', 'images', 'listings', file),
    );
    const res = await fetch(`${import.meta.env.VITE_API_BASE_URL ?? ''}/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.token}`, 'Content-Type': 'image/webp' },
      body: bytes,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { url: string; held?: true; message?: string };
  }

  it("when members upload copies of Roomly's demo images, then the moderator sees each beside the image it copies, with its owner and listing; Clear and Remove take it off the list", async () => {
    const shown = await uploadDemoImage(member, 'calm-bedroom-960.webp');
    expect(shown).toMatchObject({ held: true, message: PHOTO_MESSAGES.held });
    const listing = await createListing(member, { photos: [shown.url] });
    await uploadDemoImage(owner, 'loft-studio-480.webp');

    await signInApp(moderator);
    open(signedInSession(moderator));
    const section = within(await screen.findByRole('region', { name: 'Photos to check' }));
    const copy = within(await section.findByRole('article', { name: 'Photo by Milo Member' }));
    expect(copy.getByText('Held photo')).toBeInTheDocument();
    expect(copy.getByRole('link', { name: listing.title })).toHaveAttribute(
      'href',
      `/details/${listing._id}`,
    );
    // Roomly's own image is on no member's listing: its caption doesn't say "no listing yet".
    expect(copy.getByText(/Roomly's demo image/)).toHaveTextContent(
      /^Looks like · Roomly's demo image$/,
    );
    expect(copy.getByRole('img', { name: "Looks like: Roomly's demo image" })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/images\/listings\/calm-bedroom-\d+\.(avif|webp)$/),
    );
    // The held upload itself is fetched with the moderator's token.
    expect(
      await copy.findByRole('img', { name: 'Held photo: Milo Member' }, { timeout: 10_000 }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/webp;base64,/));
    expect(copy.queryByText(/@/)).not.toBeInTheDocument();

    await userEvent.click(copy.getByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByText('The photo is cleared and shows from now on'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        section.queryByRole('article', { name: 'Photo by Milo Member' }),
      ).not.toBeInTheDocument(),
    );

    const other = within(section.getByRole('article', { name: 'Photo by Olga Owner' }));
    expect(other.getByText(/Olga Owner · on no ad yet/)).toBeInTheDocument();
    await userEvent.click(other.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The photo was removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        section.queryByRole('article', { name: 'Photo by Olga Owner' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('when a signed-in member without the claim opens /moderation, then it is "Page not found"', async () => {
    await signInApp(member);
    open(signedInSession(member));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('when an anonymous visitor opens /moderation, then it is "Page not found"', async () => {
    open(anonymousSession);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('when a moderator opens it, then each reported listing shows its reasons, notes and count; Dismiss and Restore work', async () => {
    const post = await reportedListing();
    await signInApp(moderator);
    open(signedInSession(moderator));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moderation' }),
    ).toBeInTheDocument();
    const item = await entry(post.title);
    expect(item.getByText(/Posted by Olga Owner · 2 open reports/)).toBeInTheDocument();
    expect(item.getByText('Scam or fraud')).toBeInTheDocument();
    expect(item.getByText('Asked for a wire transfer')).toBeInTheDocument();
    expect(item.getByText('Already let')).toBeInTheDocument();
    expect(item.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/details/${post._id}`,
    );
    expect(item.queryByText(/@/)).not.toBeInTheDocument();

    // Newest first: Rob's "Already let" is report 1.
    await userEvent.click(item.getByRole('button', { name: `Dismiss report 1 on ${post.title}` }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    await waitFor(() => expect(item.getByText(/1 open report ·/)).toBeInTheDocument());
    expect(item.queryByText('Already let')).not.toBeInTheDocument();

    await userEvent.click(item.getByRole('button', { name: `Restore ${post.title}` }));
    expect(await screen.findByText(`“${post.title}” is restored`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: post.title })).not.toBeInTheDocument(),
    );
  });

  it('when members whose reports a moderator cleared report the listing again, then its entry says how many, without saying who', async () => {
    const post = await reportedListing();
    await api(moderator, 'POST', `/moderation/posts/${post._id}/restore`);
    await reportByBoth(post);
    await signInApp(moderator);
    open(signedInSession(moderator));
    const item = await entry(post.title);
    expect(item.getByText(repeatReportersText(2))).toBeInTheDocument();
    expect(item.getByText(/2 open reports/)).toBeInTheDocument();
    for (const reporter of reporters) {
      expect(item.queryByText(new RegExp(reporter.name))).not.toBeInTheDocument();
    }
  });

  it('when the owner deletes a listing under review and posts it again, then the queue shows the deleted case (no link, its reports) and the re-post waiting, naming it', async () => {
    const title = 'Attic room under the eaves';
    const post = await createListing(owner, { title });
    await reportByBoth(post);
    const third = await createAccount('mod-reporter-c', 'Rae Reporter', ESTABLISHED);
    await api(third, 'POST', `/posts/${post._id}/report`, { reason: 'spam' });
    await api(owner, 'DELETE', `/posts/${post._id}`);
    const again = await createListing(owner, { title: 'ATTIC ROOM, under the eaves!' });
    expect(again.status).toBe('under-review');

    await signInApp(moderator);
    open(signedInSession(moderator));
    const deleted = await entry(title);
    expect(deleted.getByText('Deleted')).toBeInTheDocument();
    // The text around the time it was deleted (whatever the clock says).
    const [before, after] = deletedCaseText('\u0000').split('\u0000');
    const said = deleted.getByText((text) => text.startsWith(before!) && text.endsWith(after!));
    expect(said.textContent!.length).toBeGreaterThan(before!.length + after!.length);
    expect(deleted.queryByRole('link', { name: title })).not.toBeInTheDocument();
    expect(deleted.getByText('Asked for a wire transfer')).toBeInTheDocument();
    const repost = await entry('ATTIC ROOM, under the eaves!');
    expect(repost.getByText('Re-post')).toBeInTheDocument();
    expect(repost.getByText(repostOfText(title))).toBeInTheDocument();
    expect(repost.getByRole('link', { name: 'ATTIC ROOM, under the eaves!' })).toHaveAttribute(
      'href',
      `/details/${again._id}`,
    );
  });

  it('when a moderator removes a listing with a reason, then it is gone and its owner sees (and can dismiss) the notice on My Listings', async () => {
    const post = await reportedListing();
    await signInApp(moderator);
    const page = open(signedInSession(moderator));
    const item = await entry(post.title);
    await userEvent.click(item.getByRole('button', { name: `Remove ${post.title}` }));
    const dialog = within(await screen.findByRole('dialog'));
    const confirm = dialog.getByRole('button', { name: 'Remove listing' });
    expect(confirm).toBeDisabled(); // a reason is required
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason for removal/ }),
      'Asked for money before any viewing',
    );
    await userEvent.click(confirm);
    expect(await screen.findByText(`“${post.title}” was removed`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: post.title })).not.toBeInTheDocument(),
    );
    await expect(api(null, 'GET', `/posts/${post._id}`)).rejects.toThrow(/404/);
    page.unmount();
    await signOutApp();

    await signInApp(owner);
    renderRoute(<MyListingsRoute />, {
      route: '/my-listings',
      path: '/my-listings',
      session: signedInSession(owner),
    });
    const text = `Your listing "${post.title}" was removed by a moderator: Asked for money before any viewing`;
    expect(await screen.findByText(text)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `Dismiss notice about ${post.title}` }),
    );
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
    const left = await api<OwnerNotice[]>(owner, 'GET', '/users/me/notices');
    expect(left.map((n) => n.id)).not.toContain(post._id);
  });
});
