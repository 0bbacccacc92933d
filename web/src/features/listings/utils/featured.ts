// Home's featured listings: of one page of the newest available listings,
// the complete ones (with a photo) first, most recently updated first, so a
// burst of bare new listings doesn't push every photographed one off home.
// Ranked here rather than by the API: a query ordered by "has a photo" would
// need a new family of composite indexes.
import type { Listing } from '../types';

const hasPhoto = (post: Listing) => post.photos.length > 0;
const updatedMs = (post: Listing) => {
  const ms = Date.parse(post.updatedAt ?? post.createdAt ?? '');
  return Number.isNaN(ms) ? 0 : ms;
};

export function pickFeatured(posts: Listing[], count: number): Listing[] {
  return [...posts]
    .sort((a, b) => Number(hasPhoto(b)) - Number(hasPhoto(a)) || updatedMs(b) - updatedMs(a))
    .slice(0, count);
}
