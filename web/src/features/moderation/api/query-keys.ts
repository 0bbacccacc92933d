export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  /** Photos held as suspected copies (GET /moderation/photos). */
  heldPhotos: () => [...moderationKeys.all, 'held-photos'] as const,
  /** A held photo's file, fetched with the moderator's token. */
  image: (url: string) => [...moderationKeys.all, 'image', url] as const,
  /** Whether the signed-in user's ID token has the moderator claim. */
  claim: (uid: string | null) => [...moderationKeys.all, 'claim', uid] as const,
  notices: (uid: string | null) => [...moderationKeys.all, 'notices', uid] as const,
};
