// firestore.rules repeats some of the contract as literals (rules can't import
// code). This reads the rules and fails when a literal there differs from the
// listing or profile contract: an enum list, a length or amount limit, a page size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITIES,
  LIFESTYLE_PREFERENCES,
  LISTING_LIMITS,
  PAGE_SIZE,
  ROOM_TYPES,
} from '../src/contract/listing';
import { PROFILE_LIMITS } from '../src/contract/profile';

const rules = readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

const ENUMS: Record<string, readonly string[]> = {
  roomType: ROOM_TYPES,
  availability: AVAILABILITIES,
  lifestylePreferences: LIFESTYLE_PREFERENCES,
};
/** Field name in the rules → the contract's limit for it. */
const LIMITS: Record<string, number> = {
  title: LISTING_LIMITS.title,
  location: LISTING_LIMITS.location,
  description: LISTING_LIMITS.description,
  contactInfo: LISTING_LIMITS.contactInfo,
  userName: LISTING_LIMITS.userName,
  userPhoto: LISTING_LIMITS.userPhoto,
  rentAmount: LISTING_LIMITS.maxRent,
  displayName: PROFILE_LIMITS.displayName,
  phoneNumber: PROFILE_LIMITS.phoneNumber,
  bio: PROFILE_LIMITS.bio,
  photoURL: PROFILE_LIMITS.photoURL,
  'request.query.limit': PAGE_SIZE.max,
};

const withoutComments = (text: string) => text.replace(/\/\/.*$/gm, '');

/** Every way the rules' literals disagree with the contract, as readable lines. */
export function contractProblems(text: string): string[] {
  const code = withoutComments(text);
  const problems: string[] = [];
  // Lists of quoted strings: any that names a contract value must be that whole enum.
  for (const [, body] of code.matchAll(/\[((?:\s*'[^']*'\s*,?)+)\]/g)) {
    const values = [...body!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
    for (const [name, expected] of Object.entries(ENUMS)) {
      if (values.some((v) => expected.includes(v))) {
        const same = values.length === expected.length && expected.every((v) => values.includes(v));
        if (!same)
          problems.push(`${name}: rules list [${values}] but the contract has [${expected}]`);
      }
    }
  }
  // `<field>.size() <= N`, `<field> <= N`, `get('<field>', …).size() <= N`.
  const limitPatterns = [
    /([\w.]+)\.size\(\)\s*<=\s*(\d+)/g,
    /get\('(\w+)'[^)]*\)\.size\(\)\s*<=\s*(\d+)/g,
    /([\w.]+)\s*<=\s*(\d+)/g,
  ];
  for (const pattern of limitPatterns) {
    for (const [, path, value] of code.matchAll(pattern)) {
      const field = Object.keys(LIMITS).find((key) => path === key || path!.endsWith(`.${key}`));
      if (field && Number(value) !== LIMITS[field]) {
        problems.push(`${field}: rules say ${value}, the contract ${LIMITS[field]}`);
      }
    }
  }
  return [...new Set(problems)];
}

describe('firestore.rules against the contract', () => {
  it('when the rules are read, then every literal they share with the contract matches it', () => {
    expect(contractProblems(rules)).toEqual([]);
  });

  it('when the rules cap a client list, then the cap is the API page size (the literal is really checked)', () => {
    expect(rules).toMatch(/request\.query\.limit\s*<=\s*100/);
    expect(contractProblems(rules.replace('limit <= 100', 'limit <= 500'))).toEqual([
      'request.query.limit: rules say 500, the contract 100',
    ]);
  });

  it('when a rule lists room types or limits a field differently, then the difference is reported', () => {
    const drifted = `
      allow create: if post.roomType in ['Single Room', 'Shared Room', 'Castle']
        && post.lifestylePreferences.hasOnly(${JSON.stringify(LIFESTYLE_PREFERENCES).replaceAll('"', "'")})
        && post.title.size() <= 100
        && post.rentAmount <= 1000000
        && profile.get('bio', '').size() <= 1000;`;
    expect(contractProblems(drifted)).toEqual([
      'roomType: rules list [Single Room,Shared Room,Castle] but the contract has [Single Room,Shared Room,Studio,1 Bedroom,2 Bedroom,3+ Bedroom]',
      'title: rules say 100, the contract 120',
      'bio: rules say 1000, the contract 500',
    ]);
  });
});
