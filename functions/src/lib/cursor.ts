// Opaque page cursors: base64url JSON of the last document's order values and
// id. Timestamps keep their nanoseconds: rounding to milliseconds could skip or
// repeat posts created within the same millisecond. Order fields may be nested
// (`search.rent`) and hold numbers, strings or timestamps.
import { badRequest } from './http-error';
import {
  DOCUMENT_ID,
  DOCUMENT_ID_PATTERN,
  orderKey,
  type OrderBy,
  type Position,
  type PositionValue,
} from './query-shape';

type Encoded = { k: string; v: (number | string | [number, number])[]; id: string };

const TIMESTAMP_FIELDS = new Set(['createdAt', 'updatedAt', 'end', 'pastAt', 'held.since']);
/** Longer than any stored value of those fields; a longer one is no position of ours. */
const MAX_STRING = 200;

/** Firestore timestamps run from 0001-01-01 to 9999-12-31; anything else makes the SDK throw. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

function isTimestampLike(value: unknown): value is { seconds: number; nanoseconds: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { seconds?: unknown }).seconds === 'number' &&
    typeof (value as { nanoseconds?: unknown }).nanoseconds === 'number'
  );
}

/** A field of a document's data by its path (`search.rent` is `data.search.rent`). */
function valueAt(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The cursor that continues after this document, or undefined if it lacks an order field. */
export function encodeCursor(
  orderBy: OrderBy[],
  id: string,
  data: Record<string, unknown>,
): string | undefined {
  const values: Encoded['v'] = [];
  for (const { field, text } of orderBy) {
    if (field === DOCUMENT_ID) continue;
    const value = valueAt(data, field);
    if (isTimestampLike(value)) values.push([value.seconds, value.nanoseconds]);
    else if (typeof value === 'number') values.push(value);
    else if (typeof value === 'string' && text) values.push(value);
    else return undefined;
  }
  const encoded: Encoded = { k: orderKey(orderBy), v: values, id };
  return Buffer.from(JSON.stringify(encoded)).toString('base64url');
}

const invalid = () => badRequest('Invalid cursor');

/** The position a cursor points after, checked against the ordering of this request. */
export function decodeCursor(cursor: string, orderBy: OrderBy[]): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { k, v, id } = (parsed ?? {}) as Partial<Encoded>;
  const order = orderBy.filter((o) => o.field !== DOCUMENT_ID);
  const fields = order.map((o) => o.field);
  if (k !== orderKey(orderBy) || !Array.isArray(v) || v.length !== fields.length) throw invalid();
  if (typeof id !== 'string' || !DOCUMENT_ID_PATTERN.test(id)) throw invalid();

  const values = v.map((value, i): PositionValue => {
    if (TIMESTAMP_FIELDS.has(fields[i]!)) {
      const [seconds, nanoseconds] = Array.isArray(value) ? value : [];
      if (
        !Number.isSafeInteger(seconds) ||
        seconds! < MIN_SECONDS ||
        seconds! > MAX_SECONDS ||
        !Number.isInteger(nanoseconds) ||
        nanoseconds! < 0 ||
        nanoseconds! > 999_999_999
      ) {
        throw invalid();
      }
      return { seconds: seconds!, nanoseconds: nanoseconds! };
    }
    if (order[i]!.text) {
      if (typeof value !== 'string' || value.length > MAX_STRING) throw invalid();
      return value;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid();
    return value;
  });
  return { values, id };
}
