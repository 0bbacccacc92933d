import { describe, expect, it } from 'vitest';
import { parseOr400 } from '../lib/validation';
import { listQuerySchema, parseListingId, listingInputSchema } from './schema';

const valid = {
  title: ' Room ',
  location: 'Austin, TX',
  rentAmount: 0,
  roomType: '3+ Bedroom',
  description: 'Big house',
  contactInfo: 'Call',
  availability: 'Not Available',
};

describe('listingInputSchema', () => {
  it('when the rent is 0 and strings have spaces, then it is accepted and trimmed', () => {
    expect(parseOr400(listingInputSchema, valid)).toEqual({
      ...valid,
      title: 'Room',
      lifestylePreferences: [],
      contactPreference: 'reveal-on-like',
      photos: [],
    });
  });

  it('when unknown fields and missing fields come together, then the unknown fields are named first', () => {
    expect(() => parseOr400(listingInputSchema, { extra: 1 })).toThrow('Unknown field(s): extra');
  });
});

describe('listQuerySchema', () => {
  it('when nothing is given, then the defaults are newest and 20', () => {
    expect(parseOr400(listQuerySchema, {})).toEqual({ sort: 'newest', limit: 20 });
  });

  it('when values are given as text, then they are typed and normalized', () => {
    expect(
      parseOr400(listQuerySchema, {
        email: ' Maya@Roomly.dev ',
        location: 'Brooklyn, NY',
        minRent: '500',
        maxRent: '1500.5',
        limit: '6',
        sort: 'rent-desc',
      }),
    ).toEqual({
      email: 'maya@roomly.dev',
      location: 'brooklyn ny',
      minRent: 500,
      maxRent: 1500.5,
      limit: 6,
      sort: 'rent-desc',
    });
  });

  it('when the location has no letters, then there is no location filter', () => {
    expect(parseOr400(listQuerySchema, { location: ' ,' }).location).toBeUndefined();
  });
});

describe('parseListingId', () => {
  it('when the id is a Firestore id, then it passes; otherwise 400', () => {
    expect(parseListingId('AbC_12-x')).toBe('AbC_12-x');
    for (const bad of ['', 'a/b', 'a.b', 'x'.repeat(129), undefined]) {
      expect(() => parseListingId(bad)).toThrow('Invalid post ID');
    }
  });
});
