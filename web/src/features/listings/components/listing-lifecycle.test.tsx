// The lifecycle pieces of My Listings and details, rendered on their
// own (the emulator-backed flow is in app/routes/my-listings-lifecycle.test.tsx).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/testing/test-utils';
import type { Listing } from '../types';
import { actionsFor, ListingLifecycle } from './listing-lifecycle';
import {
  ClosedListingNote,
  LISTING_CLOSED,
  ListingStatusBanner,
  ListingStatusChip,
} from './listing-status';
import { ListingDetails } from './listing-details';
import { expiryNoticeLabel } from './expiry-notice';
import { renderMail } from '../../../../../functions/src/mail/templates';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const post: Listing = {
  _id: 'post-1',
  title: 'Sunny room near the park',
  location: 'Lisbon, Portugal',
  rentAmount: 900,
  roomType: 'Single Room',
  description: 'Bright.',
  lifestylePreferences: [],
  availability: 'Available',
  isOwner: true,
  userName: 'Maya',
  userPhoto: '',
  likes: 2,
  createdAt: new Date(Date.now() - 3 * DAY).toISOString(),
  updatedAt: new Date(Date.now() - 3 * DAY).toISOString(),
  status: 'active',
  expiresAt: inDays(20),
  contactPreference: 'reveal-on-like',
  photos: [],
  photoDetails: {},
  poster: { emailVerified: false, google: false, memberSince: null, phoneVerified: false },
  facts: null,
  point: null,
};

describe('actionsFor', () => {
  it('when the status changes, then the actions that fit it are offered', () => {
    expect(actionsFor({ status: 'active', expiresAt: inDays(20) })).toEqual(['pause', 'let']);
    expect(actionsFor({ status: 'active', expiresAt: inDays(2) })).toEqual([
      'renew',
      'pause',
      'let',
    ]);
    expect(actionsFor({ status: 'paused', expiresAt: null })).toEqual(['resume', 'let']);
    expect(actionsFor({ status: 'expired', expiresAt: null })).toEqual(['renew', 'let']);
    expect(actionsFor({ status: 'let', expiresAt: null })).toEqual(['renew']);
    expect(actionsFor({ status: 'under-review', expiresAt: null })).toEqual([]);
  });
});

describe('ListingLifecycle', () => {
  const show = (p: Listing) =>
    renderWithApp(<ListingLifecycle post={p} viewer="maya@roomly.dev" uid="uid-1" />);

  it('when an active listing has weeks left, then Pause and Mark as let show, no Renew, and no chip or "Updated" line (the card has them)', () => {
    show(post);
    expect(screen.queryByTestId('listing-status')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Pause ${post.title}` })).toHaveTextContent('Pause');
    expect(screen.getByRole('button', { name: `Mark as let ${post.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument();
  });

  it('when it expires within 3 days, then "Expires in N days" and Renew show', () => {
    show({ ...post, expiresAt: new Date(Date.now() + 2 * DAY + 60_000).toISOString() });
    expect(screen.getByText(/^Expires in [1-3] days?$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Renew ${post.title}` })).toBeInTheDocument();
  });

  it('when it is paused or under review, then the actions that fit show', () => {
    const { unmount } = show({ ...post, status: 'paused' });
    expect(screen.getByRole('button', { name: `Resume ${post.title}` })).toBeInTheDocument();
    unmount();
    show({ ...post, status: 'under-review' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when it is under review, then its owner reads what happens next; other statuses say nothing of the kind', () => {
    const { unmount } = show({ ...post, status: 'under-review' });
    expect(screen.getByTestId('under-review-note')).toHaveTextContent(
      'Members reported this listing. A moderator will review it, usually within a day, and either restore it or remove it and tell you why. Until then only you can see it.',
    );
    unmount();
    show({ ...post, status: 'paused' });
    expect(screen.queryByTestId('under-review-note')).not.toBeInTheDocument();
  });
});

describe('My Listings and the expiry e-mail', () => {
  // [member's zone, when the e-mail is sent and the page read, the expiry]:
  // the day boundaries, both daylight-saving changes, 23:00 UTC, zones far
  // east and west. The case first: the e-mail said "3 days" and
  // "November 30" while My Listings said "2 days".
  const CASES: [string, string, string, string][] = [
    ['America/New_York', '2026-11-27T09:00:00Z', '2026-11-30T03:00:00Z', 'expires in 2 days'],
    ['UTC', '2026-11-27T09:00:00Z', '2026-11-29T23:00:00Z', 'expires in 2 days'],
    ['Pacific/Kiritimati', '2026-11-27T09:00:00Z', '2026-11-29T23:00:00Z', 'expires in 3 days'],
    ['Pacific/Pago_Pago', '2026-11-27T09:00:00Z', '2026-11-29T23:00:00Z', 'expires in 3 days'],
    ['America/Los_Angeles', '2026-03-07T09:00:00Z', '2026-03-09T06:59:00Z', 'expires in 1 day'],
    ['America/Los_Angeles', '2026-03-07T09:00:00Z', '2026-03-09T07:00:00Z', 'expires in 2 days'],
    ['Europe/London', '2026-10-24T23:30:00Z', '2026-10-25T23:30:00Z', 'expires today'],
    ['Asia/Tokyo', '2026-06-01T14:59:00Z', '2026-06-01T15:00:00Z', 'expires in 1 day'],
  ];

  it.each(CASES)(
    'when a member in %s reads both at %s for an expiry at %s, then the subject, the body and the page say the same',
    (timeZone, at, expiresAt, phrase) => {
      const now = new Date(at);
      const mail = renderMail(
        'expiry-reminder',
        { postId: post._id, title: post.title, expiresAt },
        { appUrl: 'https://roomly.test', now, timeZone },
      );
      const line = phrase.charAt(0).toUpperCase() + phrase.slice(1);
      expect(mail.subject).toBe(`Your listing ${phrase}: ${post.title}`);
      const day = new Intl.DateTimeFormat('en-US', {
        timeZone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date(expiresAt));
      expect(mail.text).toContain(`“${post.title}” ${phrase}, on ${day},`);
      renderWithApp(
        <ListingLifecycle
          post={{ ...post, expiresAt }}
          viewer="maya@roomly.dev"
          uid="uid-1"
          now={now}
          timeZone={timeZone}
        />,
      );
      expect(screen.getByText(line)).toBeInTheDocument();
    },
  );
});

describe('ListingStatusChip', () => {
  it.each([
    [{ status: 'active', availability: 'Available' }, 'Available'],
    [{ status: 'active', availability: 'Not Available' }, 'Not Available'],
    [{ status: 'paused', availability: 'Available' }, 'Paused'],
    [{ status: 'let', availability: 'Available' }, 'Let'],
    [{ status: 'expired', availability: 'Not Available' }, 'Expired'],
    [{ status: 'under-review', availability: 'Available' }, 'Under review'],
  ] as const)('when the owner’s listing is %j, then its one chip reads %s', (state, label) => {
    renderWithApp(<ListingStatusChip post={state} />);
    expect(screen.getByTestId('listing-status')).toHaveTextContent(new RegExp(`^${label}$`));
  });
});

describe('ListingStatusBanner', () => {
  it('when a listing is not active, then the banner has the contract text; nothing when active', () => {
    const texts = {
      paused: 'This listing is paused',
      let: 'This room has been let',
      expired: 'This listing has expired',
      'under-review': 'This listing is being reviewed',
    } as const;
    for (const [status, text] of Object.entries(texts)) {
      const { unmount } = renderWithApp(
        <ListingStatusBanner status={status as keyof typeof texts} />,
      );
      expect(screen.getByRole('status')).toHaveTextContent(text);
      unmount();
    }
    renderWithApp(<ListingStatusBanner status="active" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('details of a listing under review', () => {
  it('when its owner opens it, then the banner says what happens next; a moderator sees only that it is being reviewed', () => {
    const underReview = { ...post, status: 'under-review' as const };
    const { unmount } = renderWithApp(<ListingDetails post={underReview} user={testUser} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This listing is being reviewedMembers reported this listing. A moderator will review it, usually within a day',
    );
    unmount();
    renderWithApp(<ListingDetails post={{ ...underReview, isOwner: false }} user={testUser} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^This listing is being reviewed$/);
  });
});

describe('details of a listing that is not active', () => {
  it('when another user opens a paused listing, then the banner shows and there is no Like or Message', () => {
    renderWithApp(
      <ListingDetails
        post={{ ...post, isOwner: false, status: 'paused' }}
        user={testUser}
        messageAction={<button type="button">Message Maya</button>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This listing is paused');
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message Maya' })).not.toBeInTheDocument();
    expect(screen.getByText(LISTING_CLOSED)).toBeInTheDocument();
    expect(screen.getByText('Updated 3 days ago')).toBeInTheDocument();
  });

  it('when the same listing is active, then Like and Message are there and no banner', () => {
    renderWithApp(
      <ListingDetails
        post={{ ...post, isOwner: false }}
        user={testUser}
        messageAction={<button type="button">Message Maya</button>}
      />,
    );
    expect(screen.queryByText('This listing is paused')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message Maya' })).toBeInTheDocument();
  });

  it('when someone liked it while it was active, then the closed note still shows the contact the API sent', () => {
    renderWithApp(<ClosedListingNote post={{ ...post, contactInfo: 'Call 555-0100' }} />);
    const note = within(screen.getByText(LISTING_CLOSED).parentElement!);
    expect(note.getByText('Call 555-0100')).toBeInTheDocument();
    expect(note.getByText('2 likes')).toBeInTheDocument();
  });
});

describe('expiryNoticeLabel', () => {
  it('when one or more listings expire soon, then the notice names how many', () => {
    expect(expiryNoticeLabel(1)).toBe('1 listing expires soon: renew on My Listings');
    expect(expiryNoticeLabel(3)).toBe('3 listings expire soon: renew on My Listings');
  });
});
