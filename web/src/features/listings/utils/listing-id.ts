// The ids the API accepts (Firestore auto-ids and the seeder's ids); checking
// locally answers 'Invalid post ID' without a round trip.
const POST_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export const INVALID_POST_ID = 'Invalid post ID';

export const isValidListingId = (id: string | undefined): id is string =>
  typeof id === 'string' && POST_ID_PATTERN.test(id);
