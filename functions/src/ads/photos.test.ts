import { describe, expect, it } from 'vitest';
import { toPhotoDetails, toUploads } from './photos';

describe('toUploads', () => {
  const a = '/photos/AbCdEfGhIj0123456789';
  const b = '/photos/ZyXwVuTsRq9876543210';
  it('when the stored value is no list, then there are no uploads', () => {
    expect(toUploads(undefined, 4)).toEqual([]);
    expect(toUploads(a, 4)).toEqual([]);
  });

  it('when it holds links, odd entries, repeats or too many, then only the first uploads up to the limit are kept', () => {
    expect(toUploads(['https://example.com/a.jpg', 7, a, a, '/photos/short', b], 4)).toEqual([
      a,
      b,
    ]);
    expect(toUploads([a, b], 1)).toEqual([a]);
  });
});

describe('toPhotoDetails', () => {
  const kept = '/photos/AbCdEfGhIj0123456789';
  const held = '/photos/ZyXwVuTsRq9876543210';
  const link = 'https://example.com/a.jpg';
  const uploads = {
    AbCdEfGhIj0123456789: { width: 1600, height: 1200, placeholder: 'abc=' },
    ZyXwVuTsRq9876543210: { width: 800, height: 600, placeholder: 'def=', held: true },
  };

  it('when an ad shows uploads, then each one has its size and placeholder, and a link none', () => {
    expect(toPhotoDetails([kept, link], uploads, false)).toEqual({
      photos: [kept, link],
      photoDetails: { [kept]: { width: 1600, height: 1200, placeholder: 'abc=' } },
    });
  });

  it('when an upload is held for a moderator, then others get neither it nor its details, and its owner both, marked held', () => {
    expect(toPhotoDetails([held, kept], uploads, false).photos).toEqual([kept]);
    expect(toPhotoDetails([held, kept], uploads, true)).toEqual({
      photos: [held, kept],
      photoDetails: {
        [held]: { width: 800, height: 600, placeholder: 'def=', held: true },
        [kept]: { width: 1600, height: 1200, placeholder: 'abc=' },
      },
    });
  });

  it('when the stored details are missing or odd, then the upload is still shown, without them', () => {
    const odd = { AbCdEfGhIj0123456789: { width: 'wide', height: 1, placeholder: 'x' } };
    for (const stored of [undefined, 'nope', {}, odd]) {
      expect(toPhotoDetails([kept], stored, false)).toEqual({ photos: [kept], photoDetails: {} });
    }
  });
});
