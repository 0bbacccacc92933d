// Where a listing lives in Firestore, and how its id reads. Contact details
// and the owner's e-mail live apart from the public document so rules can
// hide them.
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';

export const LISTINGS = 'posts';
export const PRIVATE = 'private';
export const CONTACT_DOC = 'contact';
export const OWNER_DOC = 'owner';
export const LIKES = 'likes';
/** posts/{id}/private/views: the day's viewer keys (views.ts). */
export const VIEWS_DOC = 'views';

/** A listing's id in a URL or cursor: any id Firestore accepts and the seeder uses (lib/query-shape.ts). */
export const POST_ID_PATTERN = DOCUMENT_ID_PATTERN;
