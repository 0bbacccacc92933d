// A place someone picked for a "near" search: one of the place search's
// answers ("Brooklyn, NY") or "My location" from the browser. Either way a
// point rounded to 3 decimals (about 100 m), never an address.
import type { Point } from '@contract/near';

export type PlaceChoice = Point & { label: string };

/** The label of the browser's own position. */
export const MY_LOCATION = 'My location';
