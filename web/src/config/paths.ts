// Every route of the app in one place, so links and the router never drift apart.
export const paths = {
  home: '/',
  browse: '/browse-listings',
  createListing: '/find-roommate',
  editListing: (id: string) => `/find-roommate/${encodeURIComponent(id)}`,
  addRoommate: '/add-roommate',
  myListings: '/my-listings',
  details: (id: string) => `/details/${encodeURIComponent(id)}`,
  legacyUpdate: (id: string) => `/update/${encodeURIComponent(id)}`,
  profile: '/profile',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
} as const;
