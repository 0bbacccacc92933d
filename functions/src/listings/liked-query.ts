// The Liked Listings query (GET /posts/liked) as data. Pure, so
// scripts/gen-indexes.cjs and test/index-coverage.test.ts can load it without
// Firebase.
import { LIKES } from './paths';
import { DOCUMENT_ID, type OrderBy, type QueryShape } from '../lib/query-shape';

/**
 * The caller's likes across every listing (a collection-group query over
 * posts/{id}/likes), newest first, the document path as tie-break. Served by
 * the composite collection-group index (uid ASC, createdAt DESC).
 */
export function likedQueryShape(uid: string, limit: number): QueryShape {
  return {
    collection: LIKES,
    scope: 'COLLECTION_GROUP',
    equality: [{ field: 'uid', value: uid }],
    range: [],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: limit + 1,
  };
}

export const LIKED_ORDER: OrderBy[] = likedQueryShape('', 0).orderBy;
