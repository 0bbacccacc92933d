import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { Listing } from '../types';
import { cardGridSx } from '@/components/ads/ad-card';
import { ListingCard, ListingCardSkeleton } from './listing-card';

type Props = {
  /** The listings, or undefined while they load (skeletons). */
  posts: Listing[] | undefined;
  /** How many skeletons stand in for the cards. */
  limit: number;
};

/**
 * The home page's card grid. Its own chunk (featured-listings.tsx loads it
 * lazily): the cards sit below the carousel, so the page can answer input
 * before their code (card, cover, badges, skeletons) has arrived.
 */
export default function FeaturedCardGrid({ posts, limit }: Props) {
  const cards = useMemo(
    () =>
      posts && (
        <Box component="ul" sx={cardGridSx}>
          {posts.map((post) => (
            <li key={post._id}>
              <ListingCard post={post} />
            </li>
          ))}
        </Box>
      ),
    [posts],
  );
  if (cards) return cards;
  return (
    <Box role="status" aria-label="Loading listings" sx={cardGridSx}>
      {Array.from({ length: limit }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </Box>
  );
}
