import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/testing/test-utils';
import type { Post } from '../types';
import { PostDetails } from './post-details';

const post: Post = {
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
  expiresAt: null,
  poster: { emailVerified: false, google: false, memberSince: null },
};

const facts = () => within(screen.getByRole('article', { name: post.title }));

describe('PostDetails', () => {
  it('when an active listing is available, then its badge and details line say Available', () => {
    renderWithApp(<PostDetails post={post} user={null} />);
    expect(facts().getAllByText('Available')).toHaveLength(2);
  });

  it.each([
    ['paused', 'Paused'],
    ['let', 'Let'],
    ['expired', 'Expired'],
  ] as const)(
    'when a listing is %s, then its badge and details line show that state and never Available',
    (status, label) => {
      renderWithApp(<PostDetails post={{ ...post, status }} user={null} />);
      expect(facts().queryByText('Available')).not.toBeInTheDocument();
      expect(facts().getAllByText(label)).toHaveLength(2);
    },
  );

  it('when the owner opens their listing under review, then it reads Under review, not Available', () => {
    renderWithApp(
      <PostDetails post={{ ...post, status: 'under-review', isOwner: true }} user={testUser} />,
      { session: { user: testUser, loading: false } },
    );
    expect(facts().queryByText('Available')).not.toBeInTheDocument();
    expect(facts().getAllByText('Under review')).toHaveLength(2);
  });

  it('when the owner opens their listing, then there is no Like button and no match line, only why', () => {
    const reader = { ...testUser, lifestyle: ['quiet'] };
    renderWithApp(<PostDetails post={{ ...post, isOwner: true }} user={reader} />, {
      session: { user: reader, loading: false },
    });
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByText("You can't like your own post!")).toBeInTheDocument();
    expect(screen.queryByText(/^Matches/)).not.toBeInTheDocument();
  });

  it('when someone else with a lifestyle opens it, then Like and the match line show', () => {
    const reader = { ...testUser, lifestyle: ['quiet'] };
    renderWithApp(<PostDetails post={post} user={reader} />, {
      session: { user: reader, loading: false },
    });
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
    expect(screen.getByText('Matches 1 of 1 of your preferences')).toBeInTheDocument();
  });

  it('when the owner opens their listing, then its views, likes and conversations show', () => {
    const stats = { views: 12, likes: 3, conversations: 1 };
    renderWithApp(<PostDetails post={{ ...post, isOwner: true, stats }} user={testUser} />, {
      session: { user: testUser, loading: false },
    });
    expect(screen.getByLabelText(`Insight for ${post.title}`)).toHaveTextContent(
      'Views12Likes3Conversations1',
    );
  });

  it('when someone else opens the listing, then there are no insight numbers', () => {
    renderWithApp(<PostDetails post={post} user={testUser} />, {
      session: { user: testUser, loading: false },
    });
    expect(screen.queryByLabelText(`Insight for ${post.title}`)).not.toBeInTheDocument();
  });
});
