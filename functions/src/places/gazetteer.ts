// The offline gazetteer behind GET /places (docs/places.md): US cities and
// neighbourhoods, ZIP codes and states, matched as people type them. Nothing
// is read at import: the datasets load and the index is built on the first
// query, once per instance (about a second), and every query after reads only
// the index.
import type { Place, PlaceKind } from '../contract/places';
import { readUsCities, readUsZips, type RawCity } from './datasets';
import { nameKeys, normalizePlaceText } from './normalize';
import { PLACE_ALIASES, US_STATES } from './states';
import { zipRegion } from './zip-regions';

export type WeightedPlace = Entry;

type Entry = Place & {
  /** What ranks equally good matches: people, a state's a tenth (see `findPlaces`). */
  weight: number;
};

/** How a key matches, best first. */
const Fit = {
  /** The whole key ("brooklyn" for "Brooklyn"; "nyc" for New York City). */
  Whole: 0,
  /** The key's start ("brookl"). */
  Start: 1,
  /** Whole words, the last one begun, later in the key ("slope" for "Park Slope"). */
  Words: 2,
} as const;
type Fit = (typeof Fit)[keyof typeof Fit];

type Key = {
  text: string;
  entry: number;
  /** Abbreviations and short aliases ("tx", "sf"): only the whole key matches. */
  wholeOnly: boolean;
};

type Index = {
  entries: Entry[];
  keys: Key[];
  /** Every word of every key, sorted, with its key's position: prefix search by bisection. */
  words: string[];
  wordKeys: Int32Array;
  /** ZIP codes sorted, with their entries. */
  zips: string[];
  zipEntries: Int32Array;
};

// GeoNames' historical, abandoned, destroyed and religious places, farm
// villages and similar: not where anyone looks for a room.
const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLH', 'PPLW', 'PPLS', 'PPLF', 'PPLR', 'PPLCH']);

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
/** Rounded to 0.5 km. */
const roundHalf = (n: number) => Math.round(n * 2) / 2;

/**
 * A typical size from the population: a city of 1 million about 17 km, capped
 * at 40; a neighbourhood of 30,000 about 2 km, from 1 to 4. Rough on purpose:
 * it is the default radius of a "near" search, which the person can change.
 */
function radiusFor(kind: PlaceKind, population: number): number {
  if (kind === 'neighbourhood') return roundHalf(clamp(Math.sqrt(population) / 100, 1, 4));
  return roundHalf(clamp(Math.sqrt(population) / 60, 2, 40));
}

/** GeoNames spells a few names with their state ("Washington, D.C."): the state is the region. */
const cleanName = (name: string) => name.replace(/,\s*(D\.C\.|[A-Z]{2})$/, '');

/** km between two points (equirectangular: exact enough within a state). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = (lng2 - lng1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(x, lat2 - lat1) * 111.2;
}

function cityEntries(cities: RawCity[]): Entry[] {
  return cities
    .filter((city) => !SKIPPED_FEATURES.has(city.featureCode) && !city.name.includes('('))
    .map((city) => {
      const kind: PlaceKind = city.featureCode === 'PPLX' ? 'neighbourhood' : 'city';
      const name = cleanName(city.name);
      return {
        id: `geonames:${city.geonameId}`,
        name,
        kind,
        region: city.region,
        label: `${name}, ${city.region}`,
        lat: round3(city.lat),
        lng: round3(city.lng),
        radiusKm: radiusFor(kind, city.population),
        weight: city.population,
      };
    });
}

/** Each state centred on its cities' bounding box, its size half that box's diagonal. */
function stateEntries(cities: Entry[]): Entry[] {
  return US_STATES.map(({ abbreviation, name, population }) => {
    const inState = cities.filter((city) => city.region === abbreviation);
    const lats = inState.map((city) => city.lat);
    const lngs = inState.map((city) => city.lng);
    const [south, north] = [Math.min(...lats), Math.max(...lats)];
    const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
    return {
      id: `state:${abbreviation}`,
      name,
      kind: 'state' as const,
      region: abbreviation,
      label: name,
      lat: round3((south + north) / 2),
      lng: round3((west + east) / 2),
      radiusKm: Math.max(20, Math.round(distanceKm(south, west, north, east) / 2)),
      // Someone typing a name that is both a state and a city ("New York",
      // "Washington") mostly means the city, unless the city is small
      // ("Delaware", Ohio): a state ranks as a city a tenth its size.
      weight: population / 10,
    };
  });
}

/**
 * The nearest city or neighbourhood to each ZIP code, in the same state, from
 * a grid of 0.5° cells: a ZIP reads as "11211 (Williamsburg, NY)".
 */
function zipEntries(cities: Entry[]): Entry[] {
  const cell = (lat: number, lng: number) => `${Math.floor(lat * 2)},${Math.floor(lng * 2)}`;
  const grid = new Map<string, Entry[]>();
  for (const city of cities) {
    const key = cell(city.lat, city.lng);
    const cities = grid.get(key);
    if (cities) cities.push(city);
    else grid.set(key, [city]);
  }
  const nearest = (lat: number, lng: number, region: string): Entry | undefined => {
    // Squared and unscaled (equirectangular, as distanceKm): only the order matters.
    const shrink = Math.cos(lat * (Math.PI / 180));
    let best: Entry | undefined;
    let bestSquared = Infinity;
    for (let dLat = -1; dLat <= 1; dLat++)
      for (let dLng = -1; dLng <= 1; dLng++)
        for (const city of grid.get(cell(lat + dLat / 2, lng + dLng / 2)) ?? []) {
          if (city.region !== region) continue;
          const x = (city.lng - lng) * shrink;
          const squared = x * x + (city.lat - lat) ** 2;
          if (squared < bestSquared) [best, bestSquared] = [city, squared];
        }
    return best;
  };
  return readUsZips().flatMap(({ zip, lat, lng }) => {
    const region = zipRegion(zip);
    if (!region) return [];
    const near = nearest(lat, lng, region);
    return [
      {
        id: `zip:${zip}`,
        name: zip,
        kind: 'zip' as const,
        region,
        label: near ? `${zip} (${near.name}, ${region})` : `${zip}, ${region}`,
        lat: round3(lat),
        lng: round3(lng),
        radiusKm: 3,
        weight: 0,
      },
    ];
  });
}

function buildIndex(): Index {
  const cities = cityEntries(readUsCities());
  const states = stateEntries(cities);
  const zips = zipEntries(cities).sort((a, b) => (a.name < b.name ? -1 : 1));
  const entries = [...cities, ...states];
  const keys: Key[] = [];
  entries.forEach((entry, at) => {
    for (const text of nameKeys(entry.name)) keys.push({ text, entry: at, wholeOnly: false });
    if (entry.kind === 'state')
      keys.push({ text: entry.region.toLowerCase(), entry: at, wholeOnly: true });
  });
  for (const { alias, name, region } of PLACE_ALIASES) {
    const at = entries.findIndex(
      (entry) => entry.kind !== 'state' && entry.name === name && entry.region === region,
    );
    if (at < 0) throw new Error(`Place alias ${alias}: no ${name}, ${region} in the gazetteer`);
    const text = normalizePlaceText(alias);
    keys.push({ text, entry: at, wholeOnly: text.replace(/ /g, '').length <= 3 });
  }

  const wordRows = keys.flatMap((key, at) =>
    key.text.split(' ').map((word) => [word, at] as const),
  );
  wordRows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  const zipStart = entries.length;
  entries.push(...zips);
  return {
    entries,
    keys,
    words: wordRows.map(([word]) => word),
    wordKeys: Int32Array.from(wordRows, ([, at]) => at),
    zips: zips.map((zip) => zip.name),
    zipEntries: Int32Array.from(zips, (_, at) => zipStart + at),
  };
}

let index: Index | undefined;

/** The index, built on first use. */
function placesIndex(): Index {
  index ??= buildIndex();
  return index;
}

/** The first position in a sorted array whose value is not below `value`. */
function lowerBound(sorted: string[], value: string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How a normalized query fits a key, or undefined. */
function fit(query: string, key: Key): Fit | undefined {
  if (key.text === query) return Fit.Whole;
  if (key.wholeOnly) return undefined;
  if (key.text.startsWith(query)) return Fit.Start;
  // Whole words in order, the last one begun: "york city", "slope".
  const words = query.split(' ');
  const keyWords = key.text.split(' ');
  for (let start = 1; start + words.length <= keyWords.length; start++) {
    const last = words.length - 1;
    const fits = words.every((word, i) =>
      i === last ? keyWords[start + i]!.startsWith(word) : keyWords[start + i] === word,
    );
    if (fits) return Fit.Words;
  }
  return undefined;
}

/** Each matching entry's best fit: keys found through the query's first word. */
function matchNames(index: Index, query: string, regions?: Set<string>): Map<number, Fit> {
  const found = new Map<number, Fit>();
  const first = query.split(' ')[0]!;
  for (let at = lowerBound(index.words, first); at < index.words.length; at++) {
    if (!index.words[at]!.startsWith(first)) break;
    const key = index.keys[index.wordKeys[at]!]!;
    if (regions && !regions.has(index.entries[key.entry]!.region)) continue;
    const how = fit(query, key);
    if (how !== undefined && how < (found.get(key.entry) ?? Infinity)) found.set(key.entry, how);
  }
  return found;
}

const STATE_WORDS = US_STATES.map((state) => ({
  abbreviation: state.abbreviation,
  key: normalizePlaceText(state.name),
}));

/**
 * A state written after the name: "Brooklyn, NY", "Brooklyn, New Y" (still
 * typing: any state it begins), "Austin TX", "Portland Oregon" (a whole
 * abbreviation or name). After a comma, a place that is no state stands for
 * the states of the places so named ("Williamsburg, Brooklyn"). Each reading:
 * the name and the states it allows.
 */
function qualifiedReadings(index: Index, raw: string): { name: string; regions: Set<string> }[] {
  const comma = raw.lastIndexOf(',');
  if (comma >= 0) {
    const name = normalizePlaceText(raw.slice(0, comma));
    const state = normalizePlaceText(raw.slice(comma + 1));
    if (!name || !state) return [];
    const regions = STATE_WORDS.filter(
      (s) => s.abbreviation.toLowerCase() === state || s.key.startsWith(state),
    ).map((s) => s.abbreviation);
    if (regions.length === 0)
      for (const [at, how] of matchNames(index, state))
        if (how === Fit.Whole) regions.push(index.entries[at]!.region);
    return [{ name, regions: new Set(regions) }];
  }
  const query = normalizePlaceText(raw);
  return STATE_WORDS.flatMap(({ abbreviation, key }) =>
    [abbreviation.toLowerCase(), key]
      .filter((suffix) => query.endsWith(` ${suffix}`))
      .map((suffix) => ({
        name: query.slice(0, -suffix.length - 1),
        regions: new Set([abbreviation]),
      })),
  );
}

/**
 * The places a query may mean, best first: by how well it matches (the whole
 * name or alias, then its start, then later words), then by population. A
 * 5-digit ZIP code answers that ZIP; 3 or 4 digits the ZIPs they begin. No
 * fuzzy matching: a misspelt name finds nothing rather than another town
 * (docs/places.md says why).
 */
export function findPlaces(query: string, limit: number): Place[] {
  const index = placesIndex();
  const digits = query.trim();
  if (/^\d{3,5}$/.test(digits)) {
    const places: Place[] = [];
    for (let at = lowerBound(index.zips, digits); places.length < limit; at++) {
      if (!index.zips[at]?.startsWith(digits)) break;
      places.push(toPlace(index.entries[index.zipEntries[at]!]!));
    }
    return places;
  }

  const normalized = normalizePlaceText(query);
  if (!normalized) return [];
  const best = matchNames(index, normalized);
  for (const { name, regions } of qualifiedReadings(index, query)) {
    if (!name) continue;
    for (const [entry, how] of matchNames(index, name, regions))
      if (how < (best.get(entry) ?? Infinity)) best.set(entry, how);
  }
  return [...best]
    .map(([at, how]) => ({ entry: index.entries[at]!, how }))
    .sort(
      (a, b) =>
        a.how - b.how ||
        b.entry.weight - a.entry.weight ||
        a.entry.label.localeCompare(b.entry.label),
    )
    .slice(0, limit)
    .map(({ entry }) => toPlace(entry));
}

function toPlace({ weight: _weight, ...place }: Entry): Place {
  return place;
}

/**
 * Every place loaded, each with its weight (a city's or neighbourhood's
 * population): what the map's labels choose from (labels.ts).
 */
export function weightedPlaces(): readonly WeightedPlace[] {
  return placesIndex().entries;
}

/** Builds the index now (the first query would): for a measurement or a warm-up. */
export function loadPlaces(): { places: number } {
  return { places: placesIndex().entries.length };
}
