// Where a typed location is, for an ad that has no chosen place yet (ads
// posted before places, the legacy routes, the demo data): the gazetteer's
// centre of the most specific part of the text it knows by its whole name.
// "Williamsburg, Brooklyn, NY" is Williamsburg in New York State;
// "Testville, Queens" is Queens. A part matched only by its start ("Brook")
// is not a place: a wrong point would quietly put the ad in another town, so
// text the gazetteer doesn't know gets no point (docs/places.md).
import type { Place } from '../contract/places';
import { findPlaces } from './gazetteer';
import { nameKeys, normalizePlaceText } from './normalize';
import { distanceKm } from './near';
import { PLACE_ALIASES, US_STATES } from './states';

/** How far a part may be from the place the parts after it name ("Park Slope, Brooklyn"). */
const WITHIN_CONTEXT_KM = 40;

/** The state a part names ("NY", "new york"), if it names one. */
function stateOf(part: string): string | undefined {
  const text = normalizePlaceText(part);
  return US_STATES.find(
    (state) => state.abbreviation.toLowerCase() === text || normalizePlaceText(state.name) === text,
  )?.abbreviation;
}

/** Whether `place` is what `part` names in full: its name (St./Saint alike) or a short name. */
function namedBy(place: Place, part: string): boolean {
  const keys = nameKeys(part);
  const text = normalizePlaceText(part);
  return (
    nameKeys(place.name).some((key) => keys.includes(key)) ||
    PLACE_ALIASES.some(
      (alias) =>
        normalizePlaceText(alias.alias) === text &&
        alias.region === place.region &&
        normalizePlaceText(alias.name) === normalizePlaceText(place.name),
    )
  );
}

/** The place a typed location names, most specific part first; undefined when none is known. */
export function locatePlace(location: string): Place | undefined {
  // "Brooklyn NY" reads as "Brooklyn, NY".
  const text = location.replace(
    /^([^,]*\S)\s+([A-Za-z]{2})\s*$/,
    (whole, rest: string, st: string) => (stateOf(st) ? `${rest}, ${st}` : whole),
  );
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => normalizePlaceText(part));
  if (!parts.length) return undefined;
  const zip = location.match(/\b\d{5}\b/)?.[0];
  if (zip) {
    const [place] = findPlaces(zip, 1);
    if (place) return place;
  }
  const region = parts.length > 1 ? stateOf(parts.at(-1)!) : undefined;
  const named = region ? parts.slice(0, -1) : parts;
  // From the least specific part to the most, each read in the place the parts
  // after it name: Crown Heights in Brooklyn, not the Crown Heights upstate. A
  // part far from them all is another place of that name, so the later place
  // stands. One pass, one gazetteer lookup a part, whatever the text (it is
  // read on every post and edit).
  let found: Place | undefined;
  for (const part of [...named].reverse()) {
    const query = region ? `${part}, ${region}` : part;
    const candidates = findPlaces(query, 5).filter(
      (candidate) => candidate.kind !== 'state' && namedBy(candidate, part),
    );
    if (!candidates.length) continue;
    const context = found;
    found = context
      ? (candidates.find((candidate) => distanceKm(candidate, context) <= WITHIN_CONTEXT_KM) ??
        context)
      : candidates[0];
  }
  if (found) return found;
  // Only a state ("Texas"): its centre says little, but it is where the ad says it is.
  const state = region ?? (parts.length === 1 ? stateOf(parts[0]!) : undefined);
  return state ? findPlaces(state, 5).find((place) => place.kind === 'state') : undefined;
}
