// A near search's malformed parameters, which every list of ads refuses alike
// (contract/browse-filters-schema.ts `nearRulesBy`): the table, and the check
// that each is a clear 400 on the list and its count and writes nothing.
import { expect } from 'vitest';
import { NEAR_KM } from '../src/contract/near';
import { api, dumpDatabase } from './helpers';

export type Query = Record<string, string | number>;

const NEAR_MESSAGE = 'near must be a latitude and longitude, e.g. near=40.65,-73.95';

/** The malformed near searches of a list whose typed place is `text` (browse's location, Room wanted's area). */
export const malformedNear = (text: 'location' | 'area'): [Query, string][] => [
  [{ near: 'Brooklyn' }, NEAR_MESSAGE],
  [{ near: '40.65,-73.95,1' }, NEAR_MESSAGE],
  [{ near: '91,-73.95' }, NEAR_MESSAGE],
  [{ near: '40.65,-73.95', km: '3' }, `km must be one of: ${NEAR_KM.join(', ')}`],
  [{ km: '5' }, 'km needs near'],
  [{ place: 'Brooklyn, NY' }, 'place needs near'],
  [{ near: '40.65,-73.95', [text]: 'Brooklyn' }, `Search near a place or by ${text}, not both`],
];

/** Each query is a 400 with its message on every path, and the database is as it was. */
export async function expectRefused(paths: string[], malformed: [Query, string][]) {
  const before = await dumpDatabase();
  for (const [query, message] of malformed) {
    for (const path of paths) {
      const response = await api().get(path).query(query);
      expect({ path, query, status: response.status, body: response.body }).toEqual({
        path,
        query,
        status: 400,
        body: { error: message },
      });
    }
  }
  expect(await dumpDatabase()).toEqual(before);
}
