export const viewingKeys = {
  all: ['viewings'] as const,
  /** A conversation's viewings as `uid` sees them (`GET /conversations/:id/viewings`). */
  conversation: (id: string, uid: string) => ['viewings', 'conversation', id, uid] as const,
  /** The Viewings page's pages (`GET /viewings?when=`). */
  list: (when: string, uid: string) => ['viewings', 'list', when, uid] as const,
};
