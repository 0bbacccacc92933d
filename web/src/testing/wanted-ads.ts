// Room wanted ads for the web tests, posted through the API as their members
// (one active ad per member), with unique areas so a test's list holds only
// its own ads however many files run beside it.
import { areasNamed, type WantedAd, type WantedAdInput } from '@contract/wanted-ad';
import { addDays, isoDay } from '@contract/listing-facts';
import { api, type TestAccount } from '@/testing/emulator-data';

export const wantedAdInput = (overrides: Partial<WantedAdInput> = {}): WantedAdInput => ({
  headline: 'Quiet nurse looking for a calm room',
  aboutMe: 'I work early shifts at the hospital, cook a lot and keep shared spaces tidy.',
  budget: 1200,
  areas: areasNamed('Lisbon'),
  moveInDate: addDays(isoDay(), 10),
  stayMonths: 6,
  roomTypes: ['Single Room'],
  wantsBills: 'nice',
  wantsFurnished: 'must',
  wantsPrivateBath: 'any',
  lifestyle: ['earlyBird', 'quiet'],
  couple: false,
  age: 27,
  occupation: 'professional',
  ...overrides,
});

export const createWantedAd = (owner: TestAccount, overrides: Partial<WantedAdInput> = {}) =>
  api<WantedAd>(owner, 'POST', '/seeker-ads', wantedAdInput(overrides));
