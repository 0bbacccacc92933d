// The poster card's "Viewings held", from the API's per-poster counter (only
// the API writes it: both sides of a viewing said "We met"; that count is
// proven in the viewings' own tests). Stored here directly.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewingsHeldText } from '@contract/viewings';
import { anonymousSession, createAccount, createListing } from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import type { Listing } from '@/features/listings/types';
import { storeViewingsHeld } from '@/testing/viewings';
import DetailsRoute from './details';

describe('the poster card', () => {
  let post: Listing;

  beforeAll(async () => {
    const owner = await createAccount('details-viewings-owner', 'Olivia Owner');
    post = await createListing(owner);
    await storeViewingsHeld(owner.uid, 3);
  }, 60_000);

  it('when the poster has held viewings, then their card says how many', async () => {
    renderRoute(<DetailsRoute />, {
      route: '/details/:id',
      path: `/details/${post._id}`,
      session: anonymousSession,
    });
    const card = within(await screen.findByRole('region', { name: 'Poster' }));
    expect(card.getByRole('img', { name: viewingsHeldText(3) })).toBeInTheDocument();
  });
});
