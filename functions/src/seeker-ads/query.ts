// GET /seeker-ads and its count as data, like GET /posts's (posts/query.ts):
// each request becomes one query shape, which the repository runs as one
// Firestore query and the index generator and coverage test enumerate.
//
// The design (docs/search-design.md, "Seeker ads"): every list filters ALL
// seven fields of the ad's `search` map (document.ts) with range filters,
// an unchosen facet with a bound every ad meets, so the fields a query names
// depend only on the sort, the area and which lifestyle groups are chosen.
import { dayNumber } from '../contract/listing-facts';
import type { LifestylePreference, RoomType } from '../contract/listing';
import { DOCUMENT_ID, type Direction, type OrderBy, type QueryShape } from '../lib/query-shape';
import { lifestyleMembership } from '../posts/lifestyle-index';
import { ROOM_FIELDS, ROOM_SLOTS, WANTED_RANGE } from './document';
import { SEEKER_ADS } from './fields';

export const SEEKER_SORTS = ['newest', 'soonest'] as const;
export type SeekerSort = (typeof SEEKER_SORTS)[number];

export type SeekerListFilters = {
  /** Already a search term (`locationSearchTerm`): ads with an area it finds. */
  area?: string;
  /** Ads whose budget is at least this. */
  minBudget?: number;
  /** `YYYY-MM-DD`: ads moving in on or before it. */
  moveInBy?: string;
  /** Months: ads staying at least this long. */
  stay?: number;
  /** Ads that want this room type (among others). */
  roomType?: RoomType;
  /** Ads whose lifestyle has ALL of these. */
  lifestyle?: LifestylePreference[];
  sort: SeekerSort;
  limit: number;
  /** The clock (ms): ads past their expiry are left out. */
  now: number;
};

export type SeekerCountFilters = Omit<SeekerListFilters, 'limit'>;
export type SeekerCountShape = Omit<QueryShape, 'limit' | 'startAfter'>;

/**
 * The seven `search` fields every list filters, in the order they follow
 * the sort's own: the move-in date and budget, which most searches set, then
 * the stay and the room types; the expiry, which almost every active ad
 * passes, last.
 */
export const SEEKER_RANGE_FIELDS = [
  'search.moveIn',
  'search.budget',
  'search.stay',
  'search.room0',
  'search.room1',
  'search.room2',
  'search.expires',
] as const;
type SeekerRangeField = (typeof SEEKER_RANGE_FIELDS)[number];

const SORT_FIELD: Record<SeekerSort, OrderBy> = {
  newest: { field: 'createdAt', direction: 'desc' },
  soonest: { field: 'search.moveIn', direction: 'asc' },
};

/** A sort's field, then every range field it doesn't lead with, then the id (posts/query.ts `orderFor`). */
export function seekerOrderFor(sort: SeekerSort): OrderBy[] {
  const lead = SORT_FIELD[sort];
  const direction: Direction = lead.direction;
  return [
    lead,
    ...SEEKER_RANGE_FIELDS.filter((field) => field !== lead.field).map((field) => ({
      field,
      direction,
    })),
    { field: DOCUMENT_ID, direction },
  ];
}

/** Above any move-in day a stored ad can have (its date is at most two years ahead). */
const ANY_MOVE_IN = 999_999;

type Bound = { op: '>=' | '<='; value: number };

function bounds(filters: SeekerCountFilters): Record<SeekerRangeField, Bound[]> {
  const atLeast = (value: number): Bound[] => [{ op: '>=', value }];
  const rooms = Object.fromEntries(
    ROOM_FIELDS.map((field) => {
      const slot = filters.roomType && ROOM_SLOTS[filters.roomType];
      if (!slot || slot.field !== field) return [`search.${field}`, atLeast(0)];
      const [low, high] = WANTED_RANGE[slot.position];
      return [
        `search.${field}`,
        [
          { op: '>=', value: low },
          { op: '<=', value: high },
        ],
      ];
    }),
  ) as Record<`search.${(typeof ROOM_FIELDS)[number]}`, Bound[]>;
  return {
    'search.moveIn': [
      {
        op: '<=',
        value:
          filters.moveInBy !== undefined
            ? Math.min(dayNumber(filters.moveInBy), ANY_MOVE_IN)
            : ANY_MOVE_IN,
      },
    ],
    'search.budget': atLeast(filters.minBudget ?? 0),
    'search.stay': atLeast(filters.stay ?? 0),
    ...rooms,
    // Not past its expiry: an ad expires when `expiresAt <= now` (lifecycle.ts).
    'search.expires': atLeast(filters.now + 1),
  };
}

/** The first page's shape; the router adds `startAfter` from a cursor. */
export function buildSeekerAdsQuery(filters: SeekerListFilters): QueryShape {
  const membership = lifestyleMembership(filters.lifestyle ?? []);
  const byField = bounds(filters);
  return {
    collection: SEEKER_ADS,
    equality: [{ field: 'status', value: 'active' }],
    arrayContains:
      filters.area !== undefined ? { field: 'areaPrefixes', value: filters.area } : undefined,
    membership: membership.length ? membership : undefined,
    range: SEEKER_RANGE_FIELDS.flatMap((field) =>
      byField[field].map((bound) => ({ field, ...bound })),
    ),
    orderBy: seekerOrderFor(filters.sort),
    limit: filters.limit + 1,
  };
}

/** GET /seeker-ads/count: the list's first page without its limit (the same index serves it). */
export function buildSeekerCountQuery(filters: SeekerCountFilters): SeekerCountShape {
  const { limit: _limit, ...shape } = buildSeekerAdsQuery({ ...filters, limit: 1 });
  return shape;
}

/** GET /seeker-ads/mine: the caller's newest ad, whatever its status (one read). */
export function mineQueryShape(uid: string): QueryShape {
  return {
    collection: SEEKER_ADS,
    equality: [{ field: 'ownerId', value: uid }],
    range: [],
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    limit: 1,
  };
}
