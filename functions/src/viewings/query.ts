// The viewings' queries as data, like every list's (lib/query-shape.ts), so
// the index generator and the index-coverage test see them. Pure.
//
// The two lists split every viewing of a member by time, so each shows up in
// exactly one of them:
// - upcoming: proposed or confirmed, not yet over (`end` ≥ now), soonest first;
// - past: everything whose `pastAt` has come, newest first. `pastAt` is the
//   viewing's end, or, for one declined or cancelled before its time, the
//   moment it was: such a viewing leaves "upcoming" and is history at once.
import { DOCUMENT_ID, type QueryShape } from '../lib/query-shape';

export const VIEWINGS = 'viewings';
/** posterStats/{uid}: counters about a poster the API keeps (viewingsHeld). */
export const POSTER_STATS = 'posterStats';

export const OPEN_STATUSES = ['proposed', 'confirmed'] as const;

/** A conversation's viewings as its thread shows them (the API's GET and the web app's live query). */
export const THREAD_LIMIT = 20;

export function upcomingQueryShape(uid: string, limit: number, nowSeconds = 0): QueryShape {
  return {
    collection: VIEWINGS,
    equality: [],
    membership: [{ field: 'status', values: [...OPEN_STATUSES] }],
    arrayContains: { field: 'participants', value: uid },
    range: [{ field: 'end', op: '>=', value: nowSeconds }],
    orderBy: [
      { field: 'end', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: limit + 1,
  };
}

/** The real query is `pastAt < now` (a strict bound; the shape's op only names the field's range). */
export function pastQueryShape(uid: string, limit: number, nowSeconds = 0): QueryShape {
  return {
    collection: VIEWINGS,
    equality: [],
    arrayContains: { field: 'participants', value: uid },
    range: [{ field: 'pastAt', op: '<=', value: nowSeconds }],
    orderBy: [
      { field: 'pastAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: limit + 1,
  };
}

/**
 * A conversation's viewings, newest first. `participants array-contains` is
 * what lets the web app's live query past the rules (firestore.rules).
 */
export function threadQueryShape(conversationId: string, uid: string): QueryShape {
  return {
    collection: VIEWINGS,
    equality: [{ field: 'conversationId', value: conversationId }],
    arrayContains: { field: 'participants', value: uid },
    range: [],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: THREAD_LIMIT,
  };
}

/** Viewings read per round by the reminder job. */
export const REMINDER_PAGE_SIZE = 200;

/** Confirmed viewings not yet reminded of, starting in a window, soonest first. */
export function reminderQueryShape(
  pageSize = REMINDER_PAGE_SIZE,
  fromSeconds = 0,
  toSeconds = 0,
): QueryShape {
  return {
    collection: VIEWINGS,
    equality: [
      { field: 'status', value: 'confirmed' },
      { field: 'reminded', value: 'false' },
    ],
    range: [
      { field: 'start', op: '>=', value: fromSeconds },
      { field: 'start', op: '<=', value: toSeconds },
    ],
    orderBy: [
      { field: 'start', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    limit: pageSize + 1,
  };
}
