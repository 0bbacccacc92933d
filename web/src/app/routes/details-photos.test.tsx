// The details page's photo gallery on the real emulators: listings
// posted through the API with photos, the page opened as a visitor.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousSession,
  createAccount,
  createListing,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import type { Listing } from '@/features/listings/types';
import DetailsRoute from './details';

const open = (id: string) =>
  renderRoute(<DetailsRoute />, {
    route: '/details/:id',
    path: `/details/${id}`,
    session: anonymousSession,
  });

const PHOTOS = [
  '/images/listings/sunny-bedroom-960.webp',
  'https://images.example.com/kitchen.jpg',
  'https://images.example.com/balcony.jpg',
];

describe('details page photos', () => {
  let owner: TestAccount;
  let withPhotos: Listing;

  beforeAll(async () => {
    owner = await createAccount('gallery-owner', 'Gina Gallery');
    withPhotos = await createListing(owner, { title: 'Loft with three photos', photos: PHOTOS });
  }, 60_000);

  it('when a listing has photos, then the gallery shows each with "{title} — photo i of n" and its controls', async () => {
    open(withPhotos._id);
    const gallery = within(await screen.findByRole('region', { name: 'Photos' }));
    // The first photo is there at once, before the carousel's code has loaded…
    const first = gallery.getByRole('img', { name: 'Loft with three photos — photo 1 of 3' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute(
      'srcset',
      '/images/listings/sunny-bedroom-480.webp 480w, /images/listings/sunny-bedroom-960.webp 960w',
    );
    // …then every photo, in order, once the carousel has loaded.
    expect(
      await gallery.findByRole('img', { name: 'Loft with three photos — photo 3 of 3' }),
    ).toHaveAttribute('src', PHOTOS[2]);
    expect(
      gallery.getByRole('img', { name: 'Loft with three photos — photo 2 of 3' }),
    ).toHaveAttribute('src', PHOTOS[1]);
    // Previous/next buttons and dots, labelled (paging itself needs a real layout: e2e).
    expect(gallery.getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
    expect(gallery.getByRole('button', { name: 'Go to photo 1' })).toBeInTheDocument();
  });

  it('when a listing has no photos, then there is no gallery', async () => {
    const plain = await createListing(owner, { title: 'No photos here' });
    open(plain._id);
    await screen.findByRole('heading', { level: 1, name: 'No photos here' });
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    // The only picture left is the poster's avatar, in its own section.
    const poster = screen.getByRole('region', { name: 'Poster' });
    const pictures = within(screen.getByRole('article')).queryAllByRole('img');
    expect(pictures.filter((img) => !poster.contains(img))).toEqual([]);
  });
});
