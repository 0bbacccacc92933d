// The forms refuse what the API refuses in free text, with the API's words
// (@contract/text), before anything is sent.
import { controlCharactersMessage, lineBreaksMessage } from '@contract/text';
import { listingSchema, newListingValues } from '@/features/listings/schemas';
import { profileSchema } from '@/features/profile/schemas';
import { areaProblem } from '@/features/wanted-ads/schemas';
import { searchNameSchema } from '@/features/saved-searches/schemas';

const listing = (overrides: object) => ({
  ...newListingValues('2027-01-01'),
  title: 'Sunny room',
  location: 'Brooklyn, NY',
  rentAmount: '900',
  roomType: 'Single Room',
  description: 'Bright.',
  contactInfo: 'Call me',
  availability: 'Available',
  ...overrides,
});
const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('free text in the forms', () => {
  it('when a listing is valid, then the form takes it (the check changes nothing else)', () => {
    expect(messages(listingSchema.safeParse(listing({})))).toEqual([]);
  });

  it('when a title holds a bare CR or a NUL, then the form says what the API says', () => {
    expect(messages(listingSchema.safeParse(listing({ title: 'Room\rX-INJ:1' })))).toEqual([
      lineBreaksMessage('Title'),
    ]);
    expect(messages(listingSchema.safeParse(listing({ title: 'Room\u0000' + 'x' })))).toEqual([
      controlCharactersMessage('Title'),
    ]);
  });

  it('when a description has line feeds, then they are fine, but not a control character', () => {
    expect(messages(listingSchema.safeParse(listing({ description: 'One\ntwo' })))).toEqual([]);
    expect(messages(listingSchema.safeParse(listing({ description: 'One\u001btwo' })))).toEqual([
      controlCharactersMessage('Description'),
    ]);
  });

  it('when a name, an area or a search name holds a control character, then each form names its field', () => {
    const profile = {
      displayName: 'Eve\u2028Admin',
      phoneNumber: '',
      bio: '',
      photoURL: '',
      preferences: { notifications: true, emailUpdates: true },
      emailPreferences: { messages: true, alerts: 'off', listings: true },
      lifestyle: [],
    };
    expect(messages(profileSchema.safeParse(profile))).toEqual([lineBreaksMessage('Display name')]);
    expect(areaProblem('Brooklyn\u0085NY')).toBe(lineBreaksMessage('Each area'));
    expect(messages(searchNameSchema.safeParse({ name: 'Quiet\u007frooms' }))).toEqual([
      controlCharactersMessage('Name'),
    ]);
  });
});
