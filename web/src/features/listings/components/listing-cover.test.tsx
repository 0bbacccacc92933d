// Photos on cards: the cover with a fixed aspect ratio, lazy and
// responsive, or the room type's placeholder.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import type { Listing } from '../types';
import { ListingCard } from './listing-card';

const post: Listing = {
  _id: 'post-1',
  title: 'Sunny room near the park',
  location: 'Lisbon, Portugal',
  rentAmount: 1234,
  roomType: 'Studio',
  description: 'Bright.',
  lifestylePreferences: [],
  availability: 'Available',
  isOwner: false,
  userName: 'Maya',
  likes: 3,
  createdAt: '2025-03-05T12:00:00.000Z',
  updatedAt: '2025-03-05T12:00:00.000Z',
  contactPreference: 'reveal-on-like',
  userPhoto: '',
  photos: [],
  photoDetails: {},
  status: 'active',
  expiresAt: null,
  poster: { emailVerified: false, google: false, memberSince: null, phoneVerified: false },
  facts: null,
  point: null,
};

const card = () => within(screen.getByRole('article', { name: post.title }));

describe('ListingCard photos', () => {
  it('when a listing has photos, then the card shows the first as its cover, lazily, with the title as alt text', () => {
    renderWithApp(
      <ListingCard
        post={{
          ...post,
          photos: ['https://images.example.com/cover.jpg', 'https://images.example.com/2.jpg'],
        }}
      />,
    );
    const cover = card().getByRole('img', { name: post.title });
    expect(cover).toHaveAttribute('src', 'https://images.example.com/cover.jpg');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('decoding', 'async');
    // Its box is sized before the image arrives.
    expect(cover).toHaveAttribute('width', '960');
    expect(cover).toHaveAttribute('height', '720');
    expect(card().getAllByRole('img')).toHaveLength(1);
    expect(card().queryByRole('img', { name: 'No photo' })).not.toBeInTheDocument();
  });

  it('when the cover is a bundled photo, then every width is offered in AVIF and WebP', () => {
    renderWithApp(
      <ListingCard
        post={{ ...post, photos: ['/images/listings/studio-flat-960.webp'] }}
        eagerPhoto
      />,
    );
    const cover = card().getByRole('img', { name: post.title });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute(
      'srcset',
      '/images/listings/studio-flat-480.webp 480w, /images/listings/studio-flat-960.webp 960w',
    );
    expect(cover.getAttribute('sizes')).toMatch(/100vw$/);
    const avif = cover.parentElement!.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      '/images/listings/studio-flat-480.avif 480w, /images/listings/studio-flat-960.avif 960w',
    );
  });

  it('when the cover is an upload, then its files are offered up to its own width, its box has its size, and its placeholder is painted behind it', async () => {
    const upload = '/photos/AbCdEfGhIj0123456789';
    // A 4 × 3 orange image's ThumbHash, as the API makes them.
    const rgba = new Uint8Array(4 * 3 * 4).map((_, i) => [240, 140, 40, 255][i % 4]!);
    const placeholder = btoa(String.fromCharCode(...rgbaToThumbHash(4, 3, rgba)));
    renderWithApp(
      <ListingCard
        post={{
          ...post,
          photos: [upload],
          photoDetails: { [upload]: { width: 1200, height: 900, placeholder } },
        }}
      />,
    );
    const cover = card().getByRole('img', { name: post.title });
    expect(cover).toHaveAttribute('src', `${upload}/960.webp`);
    expect(cover).toHaveAttribute(
      'srcset',
      `${upload}/480.webp 480w, ${upload}/960.webp 960w, ${upload}/1600.webp 1200w`,
    );
    const avif = cover.parentElement!.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      `${upload}/480.avif 480w, ${upload}/960.avif 960w, ${upload}/1600.avif 1200w`,
    );
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '900']);
    const frame = cover.closest('picture')!.parentElement!;
    await waitFor(() =>
      expect(frame.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/),
    );
  });

  it('when a listing has no photos, then a placeholder stands in and no image is loaded', () => {
    renderWithApp(<ListingCard post={{ ...post, photos: [] }} />);
    expect(card().getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });

  it('when the cover fails to load, then the placeholder replaces it', () => {
    renderWithApp(<ListingCard post={{ ...post, photos: ['https://gone.example.com/x.jpg'] }} />);
    fireEvent.error(card().getByRole('img', { name: post.title }));
    expect(card().getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(card().queryByRole('img', { name: post.title })).not.toBeInTheDocument();
  });
});
