// Trust badges and poster insight: the shapes and fixed values the
// API and the web app share. The badge type itself (PosterBadges) lives in
// contract/listing.ts with the rest of the listing's public shape.

/** What a listing's owner sees about it on My Listings (never sent to anyone else). */
export type ListingStats = {
  /** Details opened by someone other than the owner, each viewer at most once a (UTC) day. */
  views: number;
  likes: number;
  /** Conversations started about the listing (counted when one starts). */
  conversations: number;
};

/**
 * Distinct viewers counted per listing per day. The day's viewer keys live in
 * one document per listing, so this caps its size: a crawler can't grow
 * storage, and once a listing reaches the cap its views stop counting until
 * the next day.
 */
export const VIEWERS_PER_DAY = 500;
