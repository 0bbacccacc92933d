// Where uploaded photos live in Firestore (docs/photos.md): photos/{id}, the
// record, and photos/{id}/variants/{width}.{format}, one processed file each.
// Clients never read or write either (firestore.rules): the API serves them.
export const PHOTOS = 'photos';
export const VARIANTS = 'variants';

/** A variant document's id, which is also its file name in the URL. */
export const variantFile = (width: number, format: string) => `${width}.${format}`;

/** What `attachedTo` holds: the path of the document a photo is shown on. */
export const listingTarget = (postId: string) => `posts/${postId}`;
export const wantedAdTarget = (adId: string) => `seekerAds/${adId}`;
export const profileTarget = (uid: string) => `users/${uid}`;
