// The API's strict reading of a listing's facts (the `facts` of POST/PUT
// /posts), one rule at a time with the message a poster sees, and the
// tolerant reader that turns a stored document's facts into all or nothing.
import { describe, expect, it } from 'vitest';
import { defaultFacts, type ListingFacts } from './listing-facts';
import { listingFactsSchema, toFacts } from './listing-facts-schema';

const TODAY = '2026-05-10';
const schema = listingFactsSchema(() => TODAY);

/** Every fact stated, none at its default. */
const FULL: ListingFacts = {
  availableFrom: '2026-06-01',
  minStayMonths: 6,
  maxStayMonths: 12,
  bills: 'some',
  billsEstimate: 80,
  deposit: 1200,
  furnishing: 'part',
  bathroom: 'private',
  householdSize: 3,
  householdAgeMin: 24,
  householdAgeMax: 31,
  couplesWelcome: true,
  whoLivesHere: 'Two designers and a nurse; quiet on weeknights.',
};

/** The first message the API would answer with, or 'ok'. */
function messageFor(input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) return 'ok';
  const issues = [...result.error.issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  );
  return issues[0]!.message;
}

const withFacts = (changes: Record<string, unknown>) => ({ ...FULL, ...changes });
const withoutFact = (key: keyof ListingFacts) => {
  const { [key]: _left, ...rest } = FULL;
  return rest;
};

describe('listingFactsSchema: what it accepts', () => {
  it("when the form's defaults are sent, then they are accepted as they are", () => {
    expect(schema.parse(defaultFacts(TODAY))).toEqual(defaultFacts(TODAY));
  });

  it('when every fact is stated, then all of them are kept', () => {
    expect(schema.parse(FULL)).toEqual(FULL);
  });

  it('when the optional facts are left out, then they read as not given', () => {
    const {
      maxStayMonths,
      billsEstimate,
      householdAgeMin,
      householdAgeMax,
      whoLivesHere,
      ...rest
    } = FULL;
    expect(schema.parse({ ...rest })).toEqual({
      ...rest,
      maxStayMonths: null,
      billsEstimate: null,
      householdAgeMin: null,
      householdAgeMax: null,
      whoLivesHere: '',
    });
    expect([
      maxStayMonths,
      billsEstimate,
      householdAgeMin,
      householdAgeMax,
      whoLivesHere,
    ]).not.toContain(undefined);
  });

  it('when the move-in date is in the past, then it is accepted (it reads "Available now")', () => {
    expect(messageFor(withFacts({ availableFrom: '2020-01-31' }))).toBe('ok');
  });

  it('when the move-in date is exactly two years ahead, then it is accepted', () => {
    expect(messageFor(withFacts({ availableFrom: '2028-05-09' }))).toBe('ok');
  });

  it('when "who lives here" has spaces around it, then they are trimmed', () => {
    expect(schema.parse(withFacts({ whoLivesHere: '  Two of us  ' })).whoLivesHere).toBe(
      'Two of us',
    );
  });

  it('when the deposit is 0 and the stay has no maximum, then both are accepted', () => {
    expect(messageFor(withFacts({ deposit: 0, maxStayMonths: null }))).toBe('ok');
  });

  it('when the stay is one fixed length (maximum = minimum), then it is accepted', () => {
    expect(messageFor(withFacts({ minStayMonths: 12, maxStayMonths: 12 }))).toBe('ok');
  });

  it('when bills are all included and no estimate is given, then it is accepted', () => {
    expect(messageFor(withFacts({ bills: 'yes', billsEstimate: null }))).toBe('ok');
  });

  it('when nobody lives there yet and no ages are given, then it is accepted', () => {
    expect(
      messageFor(withFacts({ householdSize: 0, householdAgeMin: null, householdAgeMax: null })),
    ).toBe('ok');
  });
});

describe('listingFactsSchema: each rule and its message', () => {
  it.each([
    ['availableFrom', 'Available from is required'],
    ['minStayMonths', 'Minimum stay is required'],
    ['bills', 'Bills is required'],
    ['deposit', 'Deposit is required'],
    ['furnishing', 'Furnishing is required'],
    ['bathroom', 'Bathroom is required'],
    ['householdSize', 'Household size is required'],
    ['couplesWelcome', 'Couples welcome is required'],
  ] as const)('when %s is missing, then the answer is "%s"', (key, message) => {
    expect(messageFor(withoutFact(key))).toBe(message);
    expect(messageFor(withFacts({ [key]: null }))).toBe(message);
  });

  it.each([
    [{ availableFrom: 20260601 }, 'Available from must be a date (YYYY-MM-DD)'],
    [{ minStayMonths: 'six' }, 'Minimum stay must be a number'],
    [{ maxStayMonths: '12' }, 'Maximum stay must be a number'],
    [{ bills: 'maybe' }, 'Bills must be one of: yes, some, no'],
    [{ billsEstimate: '80' }, 'Bills estimate must be a number'],
    [{ deposit: true }, 'Deposit must be a number'],
    [{ furnishing: 'Furnished' }, 'Furnishing must be one of: furnished, part, unfurnished'],
    [{ bathroom: 'ensuite' }, 'Bathroom must be one of: private, shared'],
    [{ householdSize: '3' }, 'Household size must be a number'],
    [{ householdAgeMin: '24' }, 'Youngest age must be a number'],
    [{ couplesWelcome: 'yes' }, 'Couples welcome must be true or false'],
    [{ whoLivesHere: 42 }, 'Who lives here must be text'],
  ])('when a fact has the wrong type (%j), then the answer is "%s"', (change, message) => {
    expect(messageFor(withFacts(change))).toBe(message);
  });

  it.each([
    [{ minStayMonths: 0 }, 'Minimum stay must be from 1 to 24'],
    [{ minStayMonths: 25 }, 'Minimum stay must be from 1 to 24'],
    [{ minStayMonths: 1.5 }, 'Minimum stay must be a whole number'],
    [{ maxStayMonths: 25 }, 'Maximum stay must be from 1 to 24'],
    [{ deposit: -1 }, 'Deposit must be positive'],
    [{ deposit: 1_000_001 }, 'Deposit must be at most 1,000,000'],
    [{ billsEstimate: -5 }, 'Bills estimate must be positive'],
    [{ householdSize: 11 }, 'Household size must be from 0 to 10'],
    [{ householdAgeMin: 17 }, 'Youngest age must be from 18 to 99'],
    [{ householdAgeMax: 100 }, 'Oldest age must be from 18 to 99'],
  ])('when a number is out of range (%j), then the answer is "%s"', (change, message) => {
    expect(messageFor(withFacts(change))).toBe(message);
  });

  it('when the maximum stay is below the minimum, then it is refused', () => {
    expect(messageFor(withFacts({ minStayMonths: 6, maxStayMonths: 3 }))).toBe(
      'Maximum stay must not be below the minimum stay',
    );
  });

  it('when bills are all included and an estimate is given, then it is refused', () => {
    expect(messageFor(withFacts({ bills: 'yes', billsEstimate: 50 }))).toBe(
      'A bills estimate is only for bills not all included',
    );
  });

  it.each([
    [{ householdAgeMin: 24, householdAgeMax: null }],
    [{ householdAgeMin: null, householdAgeMax: 31 }],
  ])('when only one age is given (%j), then both or neither are asked for', (change) => {
    expect(messageFor(withFacts(change))).toBe('Give both ages of the household, or neither');
  });

  it('when the youngest age is above the oldest, then it is refused', () => {
    expect(messageFor(withFacts({ householdAgeMin: 40, householdAgeMax: 30 }))).toBe(
      'The youngest age must not be above the oldest',
    );
  });

  it('when ages are given for an empty household, then it is refused', () => {
    expect(messageFor(withFacts({ householdSize: 0 }))).toBe(
      'Ages are for a household of at least one person',
    );
  });

  it('when "who lives here" is over 500 characters, then it is refused', () => {
    expect(messageFor(withFacts({ whoLivesHere: 'a'.repeat(500) }))).toBe('ok');
    expect(messageFor(withFacts({ whoLivesHere: 'a'.repeat(501) }))).toBe(
      'Who lives here must be at most 500 characters',
    );
  });

  it('when an unknown fact is sent, then it is named with its path', () => {
    expect(messageFor(withFacts({ x: 1 }))).toBe('Unknown field(s): facts.x');
    expect(messageFor(withFacts({ pets: true, parking: 1 }))).toBe(
      'Unknown field(s): facts.pets, facts.parking',
    );
  });

  it.each([['not an object'], [[]], [42]])(
    'when facts is %j, then it must be an object',
    (input) => {
      expect(messageFor(input)).toBe('Facts must be an object');
    },
  );

  it.each([['2026-02-30'], ['2026-13-01'], ['1 Jun 2026'], ['2026-6-1'], ['']])(
    'when the move-in date is %j (not a calendar date), then it is refused',
    (availableFrom) => {
      expect(messageFor(withFacts({ availableFrom }))).toBe(
        'Available from must be a date (YYYY-MM-DD)',
      );
    },
  );

  it('when the move-in date is more than two years ahead, then it is refused', () => {
    expect(messageFor(withFacts({ availableFrom: '2028-05-10' }))).toBe(
      'Available from must be within two years',
    );
  });

  it('when today moves on, then the two years are counted from the new today', () => {
    const later = listingFactsSchema(() => '2027-05-10');
    expect(later.safeParse(withFacts({ availableFrom: '2028-05-10' })).success).toBe(true);
  });
});

describe("toFacts: a stored listing's facts, all or none", () => {
  it('when the stored facts are valid, then they are returned', () => {
    expect(toFacts(FULL)).toEqual(FULL);
    expect(toFacts(defaultFacts(TODAY))).toEqual(defaultFacts(TODAY));
  });

  it('when the stored move-in date is far ahead, then it is still read (no clock)', () => {
    expect(toFacts(withFacts({ availableFrom: '2099-01-01' }))?.availableFrom).toBe('2099-01-01');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['a string', 'facts'],
    ['a number', 3],
    ['an array', [FULL]],
    ['an empty map', {}],
    ['partial', { availableFrom: '2026-06-01', bills: 'yes' }],
    ['missing one fact', withoutFact('bathroom')],
    ['with a garbage value', withFacts({ furnishing: 'sofa' })],
    ['breaking a rule', withFacts({ minStayMonths: 12, maxStayMonths: 6 })],
    ['with an unknown key', withFacts({ extra: true })],
  ])('when the stored facts are %s, then there are none', (_what, value) => {
    expect(toFacts(value)).toBeNull();
  });
});
