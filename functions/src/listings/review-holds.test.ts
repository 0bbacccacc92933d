// "Same content" for held re-posts: which texts make the same content key.
import { describe, expect, it } from 'vitest';
import { contentKey } from './review-holds';

const key = (title: string, description: string) => contentKey('listing', [title, description]);
const base = key('Sunny room near the park', 'Bright room, five minutes from the subway.');

describe('contentKey', () => {
  const same: [string, string, string][] = [
    ['other case', 'SUNNY ROOM NEAR THE PARK', 'bright room, five minutes from the subway.'],
    [
      'other spacing',
      '  Sunny   room near the park ',
      'Bright room,\nfive minutes from the subway.',
    ],
    [
      'other punctuation and emoji',
      'Sunny room -- near the park!!',
      'Bright room 🌞 five minutes from the subway',
    ],
    [
      'full-width letters (NFKC)',
      'Ｓｕｎｎｙ room near the park',
      'Bright room, five minutes from the subway.',
    ],
  ];
  for (const [name, title, description] of same) {
    it(`when only ${name} differs, then the key is the same`, () => {
      expect(key(title, description)).toBe(base);
    });
  }

  const different: [string, () => string][] = [
    [
      'a word changes',
      () => key('Sunny room near the lake', 'Bright room, five minutes from the subway.'),
    ],
    [
      'a digit is added',
      () => key('Sunny room near the park 2', 'Bright room, five minutes from the subway.'),
    ],
    [
      'text moves between title and description',
      () => key('Sunny room near the park Bright', 'room, five minutes from the subway.'),
    ],
    [
      'it is an ad with the same texts',
      () =>
        contentKey('seeker-ad', [
          'Sunny room near the park',
          'Bright room, five minutes from the subway.',
        ]),
    ],
  ];
  for (const [name, other] of different) {
    it(`when ${name}, then the key differs`, () => {
      expect(other()).not.toBe(base);
    });
  }
});
