// Lifestyle keys arrive from the API as plain strings; this narrows them to the
// contract's keys (anything else, from an older or newer server, is dropped).
import { LIFESTYLE_PREFERENCES, type LifestylePreference } from '@contract/listing';

const known = new Set<string>(LIFESTYLE_PREFERENCES);

export const isLifestylePreference = (key: string): key is LifestylePreference => known.has(key);
