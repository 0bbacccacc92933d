// The demo listings' facts (functions/src/contract/listing-facts.ts): a
// realistic spread of every one, so browse's facts filters and sorts, cards
// and details all have something to show. Drawn from their own seeded stream,
// so adding facts changed none of the titles, rents or owners drawn before
// them; move-in dates are relative to today (some free already, some up to
// 90 days ahead). Where a listing's text says something, the facts agree:
// "room free from next month" moves in on the 1st, "Minimum stay six months"
// is a 6-month minimum, "Utilities are about $60" bills extra at $60,
// "Furnished with a bed" and "fully furnished" are furnished, "Wi-Fi
// included" and "we split utilities" are not "Bills not included" and "Bills
// included", the household is as big as the title and description say (a
// whole place has nobody else; "We are two" is two), and the people "Who lives
// here" names are the ones the description names.

/** Room types the newcomer has to themselves (no one else lives in the unit). */
const WHOLE_PLACE = new Set(['Studio', '1 Bedroom']);

const NAMES = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emma', 'Felix', 'Grace', 'Hugo', 'Iris', 'Jon'];
const JOBS = [
  'a nurse',
  'a grad student',
  'a software engineer',
  'a teacher',
  'a barista',
  'a designer',
  'an accountant',
  'a musician',
];
/** "We are two working professionals": jobs that fit. */
const PROFESSIONS = ['a nurse', 'a software engineer', 'a teacher', 'a designer', 'an accountant'];
const HABITS = [
  'We cook together on Sundays.',
  'Quiet on weeknights, the odd board game at weekends.',
  'We share a cleaning rota and the Wi-Fi bill.',
  'Everyone works days, so evenings are calm.',
  'There is a friendly old cat called Miso.',
];

/** `YYYY-MM-DD` of the first day of next month, from `today` (`YYYY-MM-DD`). */
function firstOfNextMonth(today) {
  const [year, month] = today.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const roundTo = (value, step) => Math.round(value / step) * step;

/**
 * The household sizes a listing's room type and title allow: nobody else in a
 * whole place; in an N-bedroom place at most two people in each other room,
 * and when it "has one room left", the other rooms are taken.
 */
export function householdRange(roomType, title) {
  if (WHOLE_PLACE.has(roomType)) return [0, 0];
  let [min, max] =
    roomType === 'Shared Room' ? [1, 5] : roomType === '3+ Bedroom' ? [2, 5] : [1, 3];
  const bedrooms = Number(/(\d) bedroom/.exec(title)?.[1] ?? 0);
  if (bedrooms > 1) max = Math.min(max, 2 * (bedrooms - 1));
  if (bedrooms > 1 && /one room left/.test(title)) min = Math.max(min, bedrooms - 1);
  return [min, max];
}

/** The jobs the description gives the housemates ("Current housemates are a teacher and a …"). */
const namedHousemates = (description) =>
  /housemates are (an? [^.]+?) and (an? [^.]+?)\./.exec(description)?.slice(1, 3) ?? null;

/**
 * The facts of one demo listing. `next` is the facts' own PRNG, `post` the
 * listing's fields (title, room type, rent, description), `today` the
 * seeder's `YYYY-MM-DD` and `addDays` the contract's.
 */
export function demoFacts(fields, { next, today, addDays }) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const { title, roomType, rentAmount, description } = fields;

  // Move-in: two in five free already (up to two months ago), a few from
  // today, the rest 1–90 days ahead.
  const when = next();
  let availableFrom =
    when < 0.4
      ? addDays(today, -1 - Math.floor(next() * 60))
      : when < 0.5
        ? today
        : addDays(today, 1 + Math.floor(next() * 90));
  if (/from next month/.test(title)) availableFrom = firstOfNextMonth(today);

  let minStayMonths = /Sublet/.test(title) ? pick([1, 2, 3]) : pick([1, 1, 2, 3, 3, 6, 6, 9, 12]);
  if (/Minimum stay six months/.test(description)) minStayMonths = 6;
  const maxStayMonths = chance(0.3)
    ? null
    : Math.min(24, minStayMonths + pick([0, 3, 6, 6, 12, 12]));

  let bills = pick(['yes', 'yes', 'some', 'some', 'no']);
  let billsEstimate =
    bills === 'yes' || chance(0.2)
      ? null
      : roundTo(bills === 'some' ? 30 + next() * 60 : 60 + next() * 120, 5);
  if (/Utilities are about \$60/.test(description)) [bills, billsEstimate] = ['no', 60];
  // Something is included, or something is split: "some" either way.
  if (/Wi-Fi included/.test(description) && bills === 'no') bills = 'some';
  if (/split utilities/.test(description) && bills === 'yes')
    [bills, billsEstimate] = ['some', null];
  const deposit = roundTo(rentAmount * pick([0, 0.5, 1, 1, 1.5, 2]), 50);

  const furnishing = /Furnished with|fully furnished/.test(`${title} ${description}`)
    ? 'furnished'
    : pick(['furnished', 'furnished', 'part', 'unfurnished']);
  const bathroom =
    WHOLE_PLACE.has(roomType) || (roomType !== 'Shared Room' && chance(0.3)) ? 'private' : 'shared';

  // Drawn in the room type's range, then held to what the title and description say.
  const [min, max] = householdRange(roomType, title);
  const housemates = namedHousemates(description);
  const exact = housemates || /We are two\b/.test(description) ? 2 : null;
  const drawn = max === 0 ? 0 : min + Math.floor(next() * (max - min + 1));
  const householdSize = exact ?? drawn;
  const withAges = householdSize > 0 && chance(0.8);
  const householdAgeMin = withAges ? 20 + Math.floor(next() * 16) : null;
  const householdAgeMax = withAges
    ? householdAgeMin + (householdSize === 1 ? 0 : Math.floor(next() * 12))
    : null;
  const couplesWelcome =
    (WHOLE_PLACE.has(roomType) ? chance(0.7) : chance(0.25)) || /a couple/.test(description);

  let whoLivesHere = '';
  if (householdSize === 0) {
    if (chance(0.5)) whoLivesHere = 'Nobody else: the place is all yours.';
  } else if (chance(0.85)) {
    const jobs = /working professionals/.test(description) ? PROFESSIONS : JOBS;
    const names = [];
    const people = Array.from({ length: Math.min(householdSize, 3) }, (_, i) => {
      // Everyone by a name of their own: the next free one after the drawn one.
      let n = Math.floor(next() * NAMES.length);
      while (names.includes(NAMES[n])) n = (n + 1) % NAMES.length;
      names.push(NAMES[n]);
      return `${NAMES[n]}, ${housemates?.[i] ?? pick(jobs)}`;
    });
    const more = householdSize > 3 ? ` and ${householdSize - 3} more` : '';
    // "Everyone works days" is no home for a night owl, nor a shared Wi-Fi bill where bills are included.
    const habits = HABITS.filter(
      (habit) =>
        !(/works days/.test(habit) && fields.lifestylePreferences?.includes('nightOwl')) &&
        !(/Wi-Fi bill/.test(habit) && bills === 'yes'),
    );
    whoLivesHere = `${people.join('; ')}${more}. ${pick(habits)}`;
  }

  return {
    availableFrom,
    minStayMonths,
    maxStayMonths,
    bills,
    billsEstimate,
    deposit,
    furnishing,
    bathroom,
    householdSize,
    householdAgeMin,
    householdAgeMax,
    couplesWelcome,
    whoLivesHere,
  };
}
