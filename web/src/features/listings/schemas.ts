// Form rules (spec §5) with the spec's and the API's messages. Numbers are kept
// as text while typing and converted on submit, so an empty field can say
// "…is required" instead of "expected number".
import { z } from '@/lib/zod';
import { isNumber, oneOf, requiredText } from '@/lib/form-rules';
import { LISTING_LIMITS as LIMITS } from '@contract/listing';
import { defaultFacts } from '@contract/listing-facts';
import type { PlaceChoice } from '@/components/places/place-choice';
import { factsFormSchema, factsFormValues } from './facts-schema';
import {
  AVAILABILITIES,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCE,
  ROOM_TYPES,
} from './types';

export const listingSchema = z.object({
  title: requiredText('Title', LIMITS.title, 'line'),
  location: requiredText('Location', LIMITS.location, 'line'),
  rentAmount: z.string().check(
    z.trim(),
    z.minLength(1, 'Rent amount is required'),
    z.refine((v) => v === '' || isNumber(v), 'Rent must be a number'),
    z.refine((v) => !isNumber(v) || Number(v) >= 0, 'Rent must be positive'),
    z.refine((v) => !isNumber(v) || Number(v) <= LIMITS.maxRent, 'Rent must be at most 1,000,000'),
  ),
  roomType: oneOf(ROOM_TYPES, 'Room type is required'),
  description: requiredText('Description', LIMITS.description, 'lines'),
  // z.custom, not z.array: zod/mini's core sits in the first-load bundle (the
  // env check uses it), and whatever parts a form uses are bundled there too.
  lifestylePreferences: z.custom<string[]>((value) => Array.isArray(value)),
  contactInfo: requiredText('Contact information', LIMITS.contactInfo, 'line'),
  availability: oneOf(AVAILABILITIES, 'Availability is required'),
  contactPreference: oneOf(CONTACT_PREFERENCES, 'Choose how people may contact you'),
  // Photos: each URL is checked when it is added (photo-fields.tsx),
  // so the list itself only needs to be a list (z.custom: see above).
  photos: z.custom<string[]>((value) => Array.isArray(value)),
  // "Room facts": the main form always states them (facts-schema.ts).
  facts: factsFormSchema,
  // A place chosen from the place search, or null: the API then keeps the one it has.
  place: z.custom<PlaceChoice | null>(() => true),
});

export type ListingFormValues = z.infer<typeof listingSchema>;

/** A new listing's form: empty, its facts at their defaults from `today` (the member's date). */
export function newListingValues(today: string): ListingFormValues {
  return {
    title: '',
    location: '',
    rentAmount: '',
    roomType: '',
    description: '',
    lifestylePreferences: [],
    contactInfo: '',
    availability: '',
    contactPreference: DEFAULT_CONTACT_PREFERENCE,
    photos: [],
    facts: factsFormValues(defaultFacts(today)),
    place: null,
  };
}

/** The older update form: rent at least 1, room type Single or Shared. */
export const legacyUpdateSchema = z.object({
  title: requiredText('Title', LIMITS.title, 'line'),
  location: requiredText('Location', LIMITS.location, 'line'),
  rent: z.string().check(
    z.trim(),
    z.minLength(1, 'Rent is required'),
    z.refine((v) => v === '' || isNumber(v), 'Rent must be a number'),
    z.refine((v) => !isNumber(v) || Number(v) >= 1, 'Rent must be at least 1'),
    z.refine((v) => !isNumber(v) || Number(v) <= LIMITS.maxRent, 'Rent must be at most 1,000,000'),
  ),
  roomType: z.string().check(z.minLength(1, 'Room type is required')),
  description: requiredText('Description', LIMITS.description, 'lines'),
});

export type LegacyUpdateValues = z.infer<typeof legacyUpdateSchema>;

export const addRoommateSchema = z.object({
  title: requiredText('Title', LIMITS.title, 'line'),
});
export type AddRoommateValues = z.infer<typeof addRoommateSchema>;
