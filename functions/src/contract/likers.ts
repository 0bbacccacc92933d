// Who liked a listing, as its owner sees it (GET /posts/:id/likes): a name and
// a photo to recognise them by and a uid to message them with. Never an e-mail
// or other contact details: a like is interest, not consent to be contacted
// outside Roomly. The web app imports this through `@contract`.

export type Liker = {
  uid: string;
  /** The liker's profile name, else a neutral one. */
  name: string;
  /** The liker's profile photo URL, or ''. */
  photo: string;
  likedAt: string | null;
};

/** The 403 for anyone but the owner. */
export const LIKERS_OWNER_ONLY = 'Only the owner can see who liked this listing';

/** Shown when a liker has no profile name. */
export const UNNAMED_MEMBER = 'Roomly member';
