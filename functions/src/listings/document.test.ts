import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingWireSchema } from '../contract/listing-wire';
import {
  MAX_PREFIXES,
  MAX_PREFIX_LENGTH,
  locationPrefixes,
  locationSearchTerm,
  newListingDocuments,
  normalizeLocation,
  storedFields,
  toListing,
} from './document';
import type { ListingFields } from './fields';

describe('normalizeLocation', () => {
  it('when a location has case, accents and punctuation, then it becomes plain lowercase words', () => {
    expect(normalizeLocation('  São Paulo,  SP ')).toBe('sao paulo sp');
    expect(normalizeLocation('Brooklyn, NY')).toBe('brooklyn ny');
    expect(normalizeLocation('Zürich – Kreis 4')).toBe('zurich kreis 4');
  });
});

describe('locationPrefixes', () => {
  it('when a location has several words, then prefixes start at every word', () => {
    const prefixes = locationPrefixes('San Francisco, CA');
    for (const term of [
      's',
      'san',
      'san f',
      'san francisco ca',
      'f',
      'francisco',
      'francisco c',
      'c',
      'ca',
    ]) {
      expect(prefixes).toContain(term);
    }
    expect(prefixes).not.toContain('ancisco');
    expect(prefixes).not.toContain('san ');
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('when the location is empty or only punctuation, then there are no prefixes', () => {
    expect(locationPrefixes('')).toEqual([]);
    expect(locationPrefixes(' ,, - ')).toEqual([]);
  });

  it('when the location is long, then each prefix and the total are capped', () => {
    const prefixes = locationPrefixes(Array.from({ length: 40 }, (_, i) => `word${i}`).join(' '));
    expect(prefixes.length).toBeLessThanOrEqual(MAX_PREFIXES);
    expect(Math.max(...prefixes.map((p) => p.length))).toBeLessThanOrEqual(MAX_PREFIX_LENGTH);
  });
});

describe('locationPrefixes and locationSearchTerm outside the BMP', () => {
  // A surrogate pair cut in half is not text, and Firestore refuses to store it.
  const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

  it('when a location has letters outside the BMP, then every prefix is whole letters', () => {
    const prefixes = locationPrefixes('𠮷野家 𝘸𝘰𝘳𝘭𝘥');
    expect(prefixes).toContain('𠮷');
    expect(prefixes).toContain('𝘸𝘰');
    for (const prefix of prefixes) expect(prefix).not.toMatch(lone);
  });

  it('when a long search has such letters, then it is cut between letters, as the prefixes are', () => {
    const location = '𝘸'.repeat(MAX_PREFIX_LENGTH + 5);
    const term = locationSearchTerm(location)!;
    expect(term).not.toMatch(lone);
    expect([...term]).toHaveLength(MAX_PREFIX_LENGTH);
    expect(locationPrefixes(location)).toContain(term);
  });
});

describe('locationSearchTerm', () => {
  it('when a search is typed any way, then it matches the stored prefixes', () => {
    expect(locationSearchTerm('  BROOKLYN, ')).toBe('brooklyn');
    expect(locationPrefixes('Brooklyn, NY')).toContain(locationSearchTerm('Brooklyn NY'));
    expect(locationSearchTerm('x'.repeat(100))).toHaveLength(MAX_PREFIX_LENGTH);
  });

  it('when a search has no letters or digits, then there is no term', () => {
    expect(locationSearchTerm(' , ')).toBeUndefined();
  });
});

const fields: ListingFields = {
  title: 'Room',
  location: 'Austin, TX',
  rentAmount: 900,
  roomType: 'Studio',
  description: 'Nice',
  contactInfo: 'Call me',
  lifestylePreferences: ['quiet', 'quiet'],
  availability: 'Available',
  contactPreference: 'reveal-on-like',
};

describe('newListingDocuments', () => {
  it('when a post is built, then the contact goes to its own document and the public one is canonical', () => {
    const { post, contact, owner } = newListingDocuments(
      fields,
      { uid: 'u1', email: 'a@b.c', name: '', photo: '' },
      'NOW',
      'LATER',
    );
    expect(contact).toEqual({ contactInfo: 'Call me' });
    expect(owner).toEqual({ uid: 'u1', email: 'a@b.c' });
    expect(post).not.toHaveProperty('contactInfo');
    expect(JSON.stringify(post)).not.toContain('a@b.c');
    expect(post.ownerId).toBe('u1');
    expect(post).toMatchObject({
      userName: 'Anonymous',
      likes: 0,
      createdAt: 'NOW',
      updatedAt: 'NOW',
      lifestylePreferences: ['quiet'],
      // A new listing is active until the expiry the writer computed.
      status: 'active',
      expiresAt: 'LATER',
      statusChangedAt: 'NOW',
    });
    expect(post.locationPrefixes).toContain('austin');
  });

  it("when the owner's name or photo is too long for the rules, then it is trimmed or dropped", () => {
    const { post } = newListingDocuments(
      fields,
      { uid: 'u1', email: 'a@b.c', name: 'n'.repeat(150), photo: `https://x/${'p'.repeat(3000)}` },
      0,
      0,
    );
    expect(post.userName).toHaveLength(100);
    expect(post.userPhoto).toBe('');
  });

  it("when the token's photo is not an http(s) URL, then the listing has no photo", () => {
    for (const photo of ['javascript:alert(document.domain)', 'data:image/png;base64,AA', 'x']) {
      const { post } = newListingDocuments(
        fields,
        { uid: 'u1', email: 'a@b.c', name: 'A', photo },
        0,
        0,
      );
      expect(post.userPhoto).toBe('');
    }
    const { post } = newListingDocuments(
      fields,
      { uid: 'u1', email: 'a@b.c', name: 'A', photo: 'https://example.com/me.png' },
      0,
      0,
    );
    expect(post.userPhoto).toBe('https://example.com/me.png');
  });
});

describe('toListing', () => {
  it('when a stored document is mapped, then times become ISO strings and internals are dropped', () => {
    const time = { toDate: () => new Date('2026-01-02T03:04:05.678Z') };
    const post = toListing('id1', {
      ...fields,
      locationPrefixes: ['a'],
      createdAt: time,
      updatedAt: time,
      likes: 2,
    });
    expect(post).toMatchObject({ _id: 'id1', createdAt: '2026-01-02T03:04:05.678Z', likes: 2 });
    expect(post).not.toHaveProperty('locationPrefixes');
    expect(post).not.toHaveProperty('contactInfo');
    expect(post).not.toHaveProperty('ownerId');
    expect(post.isOwner).toBe(false);
  });

  it('when an old document still has userEmail or a javascript: photo, then neither reaches the answer', () => {
    const post = toListing('old', {
      title: 'Old',
      userEmail: 'victim@example.com',
      userPhoto: 'javascript:alert(1)',
    });
    expect(JSON.stringify(post)).not.toContain('victim@example.com');
    expect(post.userPhoto).toBe('');
  });

  it('when an old document has `rent` and missing fields, then the post still has every field', () => {
    const post = toListing('old', { title: 'Old', rent: 450 });
    expect(post).toMatchObject({
      rentAmount: 450,
      userName: 'Anonymous',
      lifestylePreferences: [],
      likes: 0,
      createdAt: null,
    });
  });
});

describe("toListing and the contract's wire shape (contract/listing-wire.ts)", () => {
  // Strict: the answer carries no field the contract doesn't declare.
  const wire = z.strictObject(listingWireSchema.shape);
  const time = { toDate: () => new Date('2026-01-02T03:04:05.678Z') };

  it('when a full stored document is mapped for its owner, then the post parses with the schema', () => {
    const { post: stored } = newListingDocuments(
      { ...fields, photos: ['https://example.com/room.webp', '/images/listings/loft-960.webp'] },
      {
        uid: 'u1',
        email: 'a@b.c',
        name: 'Ana',
        photo: 'https://example.com/me.png',
        poster: { emailVerified: true, google: true, memberSince: '2024-03', phoneVerified: true },
      },
      time,
      time,
    );
    const post = toListing(
      'id1',
      { ...stored, views: 7, conversations: 2 },
      true,
      Date.parse('2026-01-01'),
    );
    expect(wire.parse(post)).toEqual(post);
    expect(post).toMatchObject({ status: 'active', isOwner: true, stats: { views: 7 } });
    // With what details and the owner's answers add.
    const detailed = {
      ...post,
      liked: false,
      contactInfo: 'Call me',
      poster: { ...post.poster, activeListings: 3 },
    };
    expect(wire.parse(detailed)).toEqual(detailed);
  });

  it('when a minimal stored document is mapped, then the post parses with the schema', () => {
    for (const data of [{}, { title: 'Old', rent: 450, poster: 'odd', photos: 'odd' }]) {
      const post = toListing('old', data);
      expect(wire.parse(post)).toEqual(post);
      expect(post).not.toHaveProperty('stats');
    }
  });
});

describe('lifestyle index fields on stored listings (issue 13)', () => {
  const input: ListingFields = {
    title: 'Room',
    location: 'Austin, TX',
    rentAmount: 900,
    roomType: 'Studio',
    description: 'Nice',
    contactInfo: 'Call me',
    lifestylePreferences: ['social', 'pets', 'nightOwl'],
    availability: 'Available',
    contactPreference: 'reveal-on-like',
  };

  it('when a listing is created, then it stores the key of its house and rhythm subsets', () => {
    const { post } = newListingDocuments(
      input,
      { uid: 'u', email: 'e@x.io', name: 'N', photo: '' },
      1,
      2,
    );
    expect(post.lifestyleHouse).toBe('pets');
    expect(post.lifestyleRhythm).toBe('nightOwl+social');
  });

  it('when an edit changes the preferences, then both fields follow; an edit without them leaves them out', () => {
    expect(storedFields({ lifestylePreferences: [] })).toMatchObject({
      lifestyleHouse: 'none',
      lifestyleRhythm: 'none',
    });
    expect(storedFields({ title: 'New' })).not.toHaveProperty('lifestyleHouse');
  });
});
