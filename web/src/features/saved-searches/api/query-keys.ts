export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  /** The signed-in user's searches, newest first (`GET /users/me/saved-searches`). */
  list: (uid: string | null) => [...savedSearchKeys.all, 'list', uid] as const,
};
