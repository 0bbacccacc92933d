// The listing as browse's query reads it: one `search` map of small numbers
// and strings derived from the stored document, so every facet is a plain
// equality or range on one field (listings/query.ts) and a listing without facts
// gets values no filter accepts. Pure: the seeder writes it through
// document.ts, the migration (maintenance/migrate-search.ts) backfills it, and
// every write of a listing recomputes it from the whole document.
import { toFacts } from '../contract/listing-facts-schema';
import { dayNumber } from '../contract/listing-facts';

/** `search.from` of a listing without facts: after any move-in date, so last on "Soonest available". */
export const NO_MOVE_IN = 999_999;
/** `search.stayMin` without facts: above any stay (1–24), so a stay filter never matches. */
export const NO_STAY_MIN = 99;
/** `search.stayMax` of "No maximum": at or above any stay. */
export const OPEN_STAY_MAX = 99;
/** `search.stayMax` without facts: below any stay. */
export const NO_STAY_MAX = 0;

export type SearchFields = {
  /** The rent (`rentAmount`, else the older client's `rent`, else 0). */
  rent: number;
  /** Room type, '' when missing. */
  room: string;
  /** Availability, '' when missing. */
  avail: string;
  /** The move-in date as a day number (contract `dayNumber`). */
  from: number;
  stayMin: number;
  stayMax: number;
  /** 2 every bill included, 1 some, 0 none or not stated. */
  bills: 0 | 1 | 2;
  /** 2 furnished, 1 part furnished, 0 unfurnished or not stated. */
  furnished: 0 | 1 | 2;
  /** 1 private bathroom. */
  bath: 0 | 1;
  /** 1 couples welcome. */
  couples: 0 | 1;
};

const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The rent browse filters and sorts by: `rentAmount`, else the older client's `rent`, else 0. */
export const searchRent = (doc: Record<string, unknown>): number =>
  amount(doc.rentAmount) ?? amount(doc.rent) ?? 0;

const BILLS_RANK = { yes: 2, some: 1, no: 0 } as const;
const FURNISHED_RANK = { furnished: 2, part: 1, unfurnished: 0 } as const;

/**
 * The `search` map of a stored listing (any shape: older documents, the
 * legacy routes' listings without facts), facts read as the API reads them.
 */
export function searchFields(doc: Record<string, unknown>): { search: SearchFields } {
  const facts = toFacts(doc.facts);
  return {
    search: {
      rent: searchRent(doc),
      room: text(doc.roomType),
      avail: text(doc.availability),
      from: facts ? dayNumber(facts.availableFrom) : NO_MOVE_IN,
      stayMin: facts ? facts.minStayMonths : NO_STAY_MIN,
      stayMax: facts ? (facts.maxStayMonths ?? OPEN_STAY_MAX) : NO_STAY_MAX,
      bills: facts ? BILLS_RANK[facts.bills] : 0,
      furnished: facts ? FURNISHED_RANK[facts.furnishing] : 0,
      bath: facts?.bathroom === 'private' ? 1 : 0,
      couples: facts?.couplesWelcome ? 1 : 0,
    },
  };
}
