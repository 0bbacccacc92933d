import { describe, expect, it } from 'vitest';
import type { Listing } from '../types';
import { pickFeatured } from './featured';

const listing = (id: string, updatedDaysAgo: number, photo: boolean): Listing =>
  ({
    _id: id,
    title: id,
    photos: photo ? [`/images/listings/${id}-480.webp`] : [],
    createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    updatedAt: new Date(Date.now() - updatedDaysAgo * 86_400_000).toISOString(),
  }) as Listing;

describe('pickFeatured', () => {
  it('when bare new listings outnumber the slots, then listings with a photo come first, most recently updated first', () => {
    const posts = [
      listing('bare-new', 0, false),
      listing('bare-newer', 0.1, false),
      listing('photo-old', 9, true),
      listing('photo-recent', 1, true),
      listing('bare-old', 20, false),
    ];
    expect(pickFeatured(posts, 3).map((p) => p._id)).toEqual([
      'photo-recent',
      'photo-old',
      'bare-new',
    ]);
  });

  it('when there are fewer listings than slots, then all of them show and the input is left as it was', () => {
    const posts = [listing('a', 2, false), listing('b', 1, true)];
    expect(pickFeatured(posts, 6).map((p) => p._id)).toEqual(['b', 'a']);
    expect(posts.map((p) => p._id)).toEqual(['a', 'b']);
  });
});
