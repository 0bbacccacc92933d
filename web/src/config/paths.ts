// Every route of the app in one place, so links and the router never drift apart.
export const paths = {
  home: '/',
  browse: '/browse-listings',
  /** "Room wanted": seekers' ads, public like browse. */
  roomWanted: '/room-wanted',
  /** The signed-in member's own Room wanted ad, or the form to post one. */
  myRoomWanted: '/room-wanted/mine',
  roomWantedAd: (id: string) => `/room-wanted/${encodeURIComponent(id)}`,
  editRoomWanted: (id: string) => `/room-wanted/${encodeURIComponent(id)}/edit`,
  createListing: '/find-roommate',
  editListing: (id: string) => `/find-roommate/${encodeURIComponent(id)}`,
  addRoommate: '/add-roommate',
  myListings: '/my-listings',
  details: (id: string) => `/details/${encodeURIComponent(id)}`,
  profile: '/profile',
  /** The profile's e-mail choices (the unsubscribe page links there). */
  emailSettings: '/profile#email-settings',
  /** Where an e-mail's unsubscribe link lands (`?token=`): public, no sign-in. */
  unsubscribe: '/unsubscribe',
  messages: '/messages',
  conversation: (id: string) => `/messages/${encodeURIComponent(id)}`,
  /** The signed-in member's viewings, upcoming and past (the API's `/viewings` is its own path). */
  myViewings: '/my-viewings',
  safety: '/safety',
  /** The moderators' queue (moderators only; everyone else sees 'Page not found'). */
  moderation: '/moderation',
  /** The listings the signed-in user liked. */
  liked: '/liked',
  /** The signed-in user's saved browse searches and their alerts. */
  savedSearches: '/saved-searches',
  notifications: '/notifications',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
} as const;
