export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  /** Whether the signed-in user's ID token has the moderator claim. */
  claim: (uid: string | null) => [...moderationKeys.all, 'claim', uid] as const,
  notices: (uid: string | null) => [...moderationKeys.all, 'notices', uid] as const,
};
