// Trust badges and poster insight: the fixed values the API and the web app
// share. The shapes (PosterBadges, ListingStats) are part of the listing's
// wire shape, contract/listing-wire.ts.

/** What a listing's owner sees about it: declared with the listing's wire shape (listing-wire.ts). */
export type { ListingStats } from './listing-wire';

/**
 * Distinct viewers counted per listing per day. The day's viewer keys live in
 * one document per listing, so this caps its size: a crawler can't grow
 * storage, and once a listing reaches the cap its views stop counting until
 * the next day.
 */
export const VIEWERS_PER_DAY = 500;
