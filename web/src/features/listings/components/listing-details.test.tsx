import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/testing/test-utils';
import { ASK_THE_POSTER, addDays, formatDay, type ListingFacts } from '@contract/listing-facts';
import type { Listing } from '../types';
import { localDay } from '@/lib/local-day';
import { HELD_PHOTO_NOTE } from '@/components/ads/gallery-photo';
import { LISTING_CLOSED } from './listing-status';
import { ListingDetails } from './listing-details';

const post: Listing = {
  _id: 'post-1',
  title: 'Quiet room by the river',
  location: 'Porto, Portugal',
  rentAmount: 700,
  roomType: 'Single Room',
  description: 'Calm.',
  lifestylePreferences: ['quiet'],
  availability: 'Available',
  isOwner: false,
  userName: 'Rui',
  likes: 2,
  createdAt: '2025-03-05T12:00:00.000Z',
  updatedAt: '2025-03-05T12:00:00.000Z',
  status: 'active',
  contactPreference: 'reveal-on-like',
  userPhoto: '',
  photos: [],
  photoDetails: {},
  expiresAt: null,
  poster: { emailVerified: false, google: false, memberSince: null, phoneVerified: false },
  facts: null,
  point: null,
};

const facts = () => within(screen.getByRole('article', { name: post.title }));
// The chip and the details line, not a term of the lists.
const shown = { ignore: 'script, style, dt' };

/** The "Room facts" list as { term: value }. */
function roomFacts(): Record<string, string> {
  const list = screen.getByRole('heading', { name: 'Room facts' }).nextElementSibling!;
  const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent);
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((dt, i) => [dt.textContent, values[i]]),
  );
}

const stated: ListingFacts = {
  availableFrom: '2026-01-15',
  minStayMonths: 6,
  maxStayMonths: 12,
  bills: 'some',
  billsEstimate: 80,
  deposit: 1500,
  furnishing: 'part',
  bathroom: 'private',
  householdSize: 2,
  householdAgeMin: 24,
  householdAgeMax: 31,
  couplesWelcome: true,
  whoLivesHere: 'Two nurses on shifts.',
};

describe('ListingDetails', () => {
  it('when an active listing is available, then its badge and details line say Available', () => {
    renderWithApp(<ListingDetails post={post} user={null} />);
    expect(facts().getAllByText('Available', shown)).toHaveLength(2);
  });

  it.each([
    ['paused', 'Paused'],
    ['let', 'Let'],
    ['expired', 'Expired'],
  ] as const)(
    'when a listing is %s, then its badge and details line show that state and never Available',
    (status, label) => {
      renderWithApp(<ListingDetails post={{ ...post, status }} user={null} />);
      expect(facts().queryByText('Available', shown)).not.toBeInTheDocument();
      expect(facts().getAllByText(label)).toHaveLength(2);
    },
  );

  it('when the owner opens their listing under review, then it reads Under review, not Available', () => {
    renderWithApp(
      <ListingDetails post={{ ...post, status: 'under-review', isOwner: true }} user={testUser} />,
      { session: { user: testUser, loading: false } },
    );
    expect(facts().queryByText('Available', shown)).not.toBeInTheDocument();
    expect(facts().getAllByText('Under review')).toHaveLength(2);
  });

  it('when the owner opens their listing, then there is no Like button and no match line, only why', () => {
    const reader = { ...testUser, lifestyle: ['quiet'] };
    renderWithApp(<ListingDetails post={{ ...post, isOwner: true }} user={reader} />, {
      session: { user: reader, loading: false },
    });
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByText("You can't like your own post!")).toBeInTheDocument();
    expect(screen.queryByText(/^Matches/)).not.toBeInTheDocument();
  });

  it('when someone else with a lifestyle opens it, then Like and the match line show', () => {
    const reader = { ...testUser, lifestyle: ['quiet'] };
    renderWithApp(<ListingDetails post={post} user={reader} />, {
      session: { user: reader, loading: false },
    });
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
    expect(screen.getByText('Matches 1 of 1 of your preferences')).toBeInTheDocument();
  });

  it('when someone else opens it, then Like, Message and the contact come right after the title, rent, location and photos, before the description (a phone shows the parts in this order, one under another)', () => {
    const photoPost = { ...post, photos: ['https://example.com/room.jpg'] };
    renderWithApp(
      <ListingDetails
        post={photoPost}
        user={testUser}
        messageAction={<button type="button">Message Rui</button>}
      />,
      { session: { user: testUser, loading: false } },
    );
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const keyFacts = [
      screen.getByRole('img', { name: /Quiet room by the river/ }),
      screen.getByRole('heading', { level: 1, name: post.title }),
      screen.getAllByText('Porto, Portugal')[0]!,
      screen.getAllByText('$700/month')[0]!,
    ];
    const actions = [
      screen.getByRole('button', { name: 'Like' }),
      screen.getByRole('button', { name: 'Message Rui' }),
      screen.getByRole('region', { name: 'Likes and contact' }),
    ];
    const description = screen.getByRole('heading', { name: 'Description' });
    for (const fact of keyFacts) {
      for (const action of actions) expect(before(fact, action)).toBe(true);
    }
    for (const action of actions) expect(before(action, description)).toBe(true);
  });

  it('when the owner opens a listing with an upload held for a moderator, then the photo says why others don’t see it', () => {
    const held = '/photos/AbCdEfGhIj0123456789';
    renderWithApp(
      <ListingDetails
        post={{
          ...post,
          isOwner: true,
          photos: [held],
          photoDetails: { [held]: { width: 800, height: 600, placeholder: '', held: true } },
        }}
        user={testUser}
      />,
      { session: { user: testUser, loading: false } },
    );
    const gallery = within(screen.getByRole('region', { name: 'Photos' }));
    expect(gallery.getByRole('note')).toHaveTextContent(HELD_PHOTO_NOTE);
  });

  it('when the owner opens their listing, then its views, likes and conversations show', () => {
    const stats = { views: 12, likes: 3, conversations: 1 };
    renderWithApp(<ListingDetails post={{ ...post, isOwner: true, stats }} user={testUser} />, {
      session: { user: testUser, loading: false },
    });
    expect(screen.getByLabelText(`Insight for ${post.title}`)).toHaveTextContent(
      'Views12Likes3Conversations1',
    );
  });

  it('when someone else opens the listing, then there are no insight numbers', () => {
    renderWithApp(<ListingDetails post={post} user={testUser} />, {
      session: { user: testUser, loading: false },
    });
    expect(screen.queryByLabelText(`Insight for ${post.title}`)).not.toBeInTheDocument();
  });

  it('when a listing states its facts, then the room facts list each one in words', () => {
    renderWithApp(<ListingDetails post={{ ...post, facts: stated }} user={null} />);
    expect(roomFacts()).toEqual({
      'Move-in': 'Now',
      Stay: '6–12 months',
      Bills: 'Some bills included, about $80/month',
      Deposit: '$1,500',
      Furnishing: 'Part furnished',
      Bathroom: 'Private bathroom',
      Household: '2 people live there, aged 24–31',
      'Couples welcome': 'Yes',
      'Who lives here': 'Two nurses on shifts.',
    });
  });

  it('when the room is free later, with no deposit, no maximum stay and nobody living there, then those read so', () => {
    const later = addDays(localDay(), 30);
    const empty: ListingFacts = {
      ...stated,
      availableFrom: later,
      maxStayMonths: null,
      bills: 'yes',
      billsEstimate: null,
      deposit: 0,
      householdSize: 0,
      householdAgeMin: null,
      householdAgeMax: null,
      couplesWelcome: false,
      whoLivesHere: '',
    };
    renderWithApp(<ListingDetails post={{ ...post, facts: empty }} user={null} />);
    expect(roomFacts()).toMatchObject({
      'Move-in': formatDay(later),
      Stay: 'Minimum 6 months, no maximum',
      Bills: 'Bills included',
      Deposit: 'No deposit',
      Household: 'Nobody lives there yet',
      'Couples welcome': 'No',
    });
    expect(roomFacts()).not.toHaveProperty('Who lives here');
  });

  it('when a listing states no facts, then every row of the room facts says "Ask the poster"', () => {
    renderWithApp(<ListingDetails post={post} user={null} />);
    const rows = roomFacts();
    expect(Object.keys(rows)).toEqual([
      'Move-in',
      'Stay',
      'Bills',
      'Deposit',
      'Furnishing',
      'Bathroom',
      'Household',
      'Couples welcome',
      'Who lives here',
    ]);
    expect(new Set(Object.values(rows))).toEqual(new Set([ASK_THE_POSTER]));
  });

  it('when a listing with facts has been let, then its move-in row reads "Not available", never "Now"', () => {
    renderWithApp(<ListingDetails post={{ ...post, facts: stated, status: 'let' }} user={null} />);
    expect(roomFacts()['Move-in']).toBe('Not available');
  });

  it('when an active listing is Not Available though free from a past day, then nothing on the page says it can be taken', () => {
    const reader = { ...testUser, lifestyle: ['quiet'] };
    renderWithApp(
      <ListingDetails
        post={{ ...post, availability: 'Not Available', facts: stated }}
        user={reader}
      />,
      { session: { user: reader, loading: false } },
    );
    expect(facts().getAllByText('Not Available', shown)).toHaveLength(2);
    expect(facts().queryByText('Available', shown)).not.toBeInTheDocument();
    expect(roomFacts()['Move-in']).toBe('Not available');
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByText(LISTING_CLOSED)).toBeInTheDocument();
  });

  it('when a listing states no facts and is paused, then its move-in row says it is not available, the others ask the poster', () => {
    renderWithApp(<ListingDetails post={{ ...post, status: 'paused' }} user={null} />);
    const { 'Move-in': moveIn, ...rest } = roomFacts();
    expect(moveIn).toBe('Not available');
    expect(new Set(Object.values(rest))).toEqual(new Set([ASK_THE_POSTER]));
  });
});
