import { describe, expect, it } from 'vitest';
import { uploadSrcSet } from '../contract/photo';
import { isPhotoUrl, toPhotos } from './photos';

describe('isPhotoUrl', () => {
  it('when a URL is https with a host or a bundled listing image, then it is a photo', () => {
    expect(isPhotoUrl('https://example.com/a.jpg')).toBe(true);
    expect(isPhotoUrl('/images/listings/sunny-loft-960.webp')).toBe(true);
    expect(isPhotoUrl('/images/listings/sunny-loft-480.avif')).toBe(true);
    expect(isPhotoUrl('/photos/AbCdEfGhIj0123456789')).toBe(true);
  });

  it('when a URL is http, has no host, is another site path or is too long, then it is not', () => {
    expect(isPhotoUrl('http://example.com/a.jpg')).toBe(false);
    expect(isPhotoUrl('https:')).toBe(false);
    expect(isPhotoUrl('/images/listings/../hero/x-960.webp')).toBe(false);
    expect(isPhotoUrl('/images/hero/room-search-640.webp')).toBe(false);
    expect(isPhotoUrl('//evil.example.com/images/listings/a-480.webp')).toBe(false);
    expect(isPhotoUrl(`https://example.com/${'a'.repeat(2040)}`)).toBe(false);
    expect(isPhotoUrl('/photos/short')).toBe(false);
    expect(isPhotoUrl('/photos/AbCdEfGhIj0123456789/960.webp')).toBe(false);
  });
});

describe('toPhotos', () => {
  it('when the stored value is not a list, then there are no photos', () => {
    expect(toPhotos(undefined)).toEqual([]);
    expect(toPhotos('https://example.com/a.jpg')).toEqual([]);
  });

  it('when entries are odd, duplicated or too many, then only six distinct fit ones remain, in order', () => {
    const many = Array.from({ length: 8 }, (_, i) => `https://example.com/${i}.jpg`);
    expect(toPhotos(['ftp://x/y', many[1], 7, many[1], ...many])).toEqual([
      many[1],
      many[0],
      ...many.slice(2, 6),
    ]);
  });

  it('when uploads are stored beside links, then up to eight remain, of which at most six links', () => {
    const uploads = Array.from({ length: 9 }, (_, i) => `/photos/AbCdEfGhIj012345678${i}`);
    const links = Array.from({ length: 7 }, (_, i) => `https://example.com/${i}.jpg`);
    expect(toPhotos(uploads)).toEqual(uploads.slice(0, 8));
    expect(toPhotos([...links, uploads[0]])).toEqual([...links.slice(0, 6), uploads[0]]);
  });
});

describe('uploadSrcSet', () => {
  it('when the photo is wider than every file, then each width is offered as itself', () => {
    expect(uploadSrcSet('AbCdEfGhIj0123456789', 'avif', 4000)).toBe(
      '/photos/AbCdEfGhIj0123456789/480.avif 480w, /photos/AbCdEfGhIj0123456789/960.avif 960w, /photos/AbCdEfGhIj0123456789/1600.avif 1600w',
    );
  });

  it('when the photo is narrower than a width, then the list stops at that file, described at the photo’s width', () => {
    expect(uploadSrcSet('AbCdEfGhIj0123456789', 'webp', 640)).toBe(
      '/photos/AbCdEfGhIj0123456789/480.webp 480w, /photos/AbCdEfGhIj0123456789/960.webp 640w',
    );
    expect(uploadSrcSet('AbCdEfGhIj0123456789', 'webp', 300)).toBe(
      '/photos/AbCdEfGhIj0123456789/480.webp 300w',
    );
  });
});
