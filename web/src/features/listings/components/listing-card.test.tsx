import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/testing/test-utils';
import { addDays, defaultFacts, formatDay } from '@contract/listing-facts';
import type { Listing } from '../types';
import { localDay } from '@/lib/local-day';
import { ListingCard } from './listing-card';

const post: Listing = {
  _id: 'post-1',
  title: 'Sunny room near the park',
  location: 'Lisbon, Portugal',
  rentAmount: 1234,
  roomType: 'Single Room',
  description: 'Bright.',
  lifestylePreferences: [],
  availability: 'Available',
  isOwner: false,
  userName: 'Maya',
  userPhoto: '',
  likes: 3,
  createdAt: '2025-03-05T12:00:00.000Z',
  updatedAt: '2025-03-05T12:00:00.000Z',
  contactPreference: 'reveal-on-like',
  photos: [],
  photoDetails: {},
  status: 'active',
  expiresAt: null,
  poster: { emailVerified: false, google: false, memberSince: null, phoneVerified: false },
  facts: null,
  point: null,
};

const card = () => screen.getByRole('article', { name: post.title });

describe('ListingCard', () => {
  it('when a listing is available, then the card shows every field of the spec', () => {
    renderWithApp(<ListingCard post={post} />);
    const c = within(card());
    expect(c.getByText('Available')).toBeInTheDocument();
    expect(c.getByRole('heading', { name: post.title })).toBeInTheDocument();
    expect(c.getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(c.getByText('$1,234/month')).toBeInTheDocument();
    expect(c.getByText('Single Room')).toBeInTheDocument();
    expect(c.getByText('Posted by Maya')).toBeInTheDocument();
    expect(c.getByText('3 likes')).toBeInTheDocument();
    const link = c.getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', '/details/post-1');
    expect(link).toHaveAccessibleDescription(post.title);
  });

  it('when a listing is not available, then there is no Available badge', () => {
    renderWithApp(<ListingCard post={{ ...post, availability: 'Not Available' }} />);
    expect(within(card()).queryByText('Available')).not.toBeInTheDocument();
  });

  it.each(['paused', 'let', 'expired', 'under-review'] as const)(
    'when a listing is %s, then the card shows no Available badge even though its poster ticked Available',
    (status) => {
      renderWithApp(<ListingCard post={{ ...post, status }} />);
      expect(within(card()).queryByText('Available')).not.toBeInTheDocument();
    },
  );

  it('when My Listings gives the card its status chip and hides the likes, then each shows once', () => {
    renderWithApp(
      <ListingCard
        post={{ ...post, isOwner: true }}
        badge={<span>Not Available</span>}
        showLikes={false}
      />,
    );
    const c = within(card());
    expect(c.getByText('Not Available')).toBeInTheDocument();
    expect(c.queryByText('Available')).not.toBeInTheDocument();
    expect(c.queryByText('3 likes')).not.toBeInTheDocument();
  });

  it('when a Not Available listing is free from today, then the card shows neither the badge nor a move-in date', () => {
    const facts = defaultFacts(localDay());
    renderWithApp(<ListingCard post={{ ...post, availability: 'Not Available', facts }} />);
    expect(within(card()).queryByText('Available')).not.toBeInTheDocument();
    expect(within(card()).queryByText('Available now')).not.toBeInTheDocument();
  });

  it('when the reader owns the listing, then the card has no match line', () => {
    const reader = { ...testUser, lifestyle: ['quiet'] };
    const session = { user: reader, loading: false };
    const mine = { ...post, lifestylePreferences: ['quiet'], isOwner: true };
    renderWithApp(<ListingCard post={mine} />, { session });
    expect(within(card()).queryByText(/^Matches/)).not.toBeInTheDocument();
  });

  it('when the rent is not a number it can show, then it reads N/A', () => {
    renderWithApp(<ListingCard post={{ ...post, rentAmount: Number.NaN }} />);
    expect(within(card()).getByText('N/A')).toBeInTheDocument();
  });

  it('when the poster has no name, then no "Posted by" line is shown', () => {
    renderWithApp(<ListingCard post={{ ...post, userName: '' }} />);
    expect(within(card()).queryByText(/Posted by/)).not.toBeInTheDocument();
  });

  it('when a listing is free from today and includes the bills, then the card says "Available now" and "Bills included"', () => {
    const facts = { ...defaultFacts(localDay()), bills: 'yes' as const };
    renderWithApp(<ListingCard post={{ ...post, facts }} />);
    const c = within(card());
    expect(c.getByText('Available now')).toBeInTheDocument();
    expect(c.getByText('Bills included')).toBeInTheDocument();
  });

  it('when a listing is free from a later day and the bills are extra, then the card gives the date and no bills badge', () => {
    const later = addDays(localDay(), 40);
    const facts = { ...defaultFacts(localDay()), availableFrom: later, bills: 'some' as const };
    renderWithApp(<ListingCard post={{ ...post, facts }} />);
    const c = within(card());
    expect(c.getByText(`Available from ${formatDay(later)}`)).toBeInTheDocument();
    expect(c.queryByText(/bills/i)).not.toBeInTheDocument();
  });

  it('when a listing states no facts, then the card has no move-in line and no bills badge', () => {
    renderWithApp(<ListingCard post={post} />);
    const c = within(card());
    expect(c.queryByText(/^Available (now|from)/)).not.toBeInTheDocument();
    expect(c.queryByText('Bills included')).not.toBeInTheDocument();
  });

  it('when a listing with facts has been let, then the card shows no move-in date', () => {
    const facts = { ...defaultFacts(localDay()), bills: 'yes' as const };
    renderWithApp(<ListingCard post={{ ...post, facts, status: 'let' }} />);
    expect(within(card()).queryByText('Available now')).not.toBeInTheDocument();
  });
});
