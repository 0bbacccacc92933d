// GET /seeker-ads and GET /seeker-ads/count query strings, read as strictly
// as browse's (contract/browse-filters-schema.ts, whose room type, lifestyle,
// move-in, stay and near search parameters and rules are reused as they
// are), and the ad id in URLs.
import { z } from 'zod';
import {
  choiceParam,
  filterQueryParams,
  nearRulesBy,
  oneValue,
  queryParam,
  unknownQueryParams,
} from '../contract/browse-filters-schema';
import { RENT_PATTERN, locationSearchTerm } from '../contract/browse-filters';
import { PAGE_SIZE } from '../contract/listing';
import { WANTED_AD_LIMITS } from '../contract/wanted-ad';
import { badRequest } from '../lib/http-error';
import { DOCUMENT_ID_PATTERN } from '../lib/query-shape';
import { SEEKER_CHOICE_FILTERS, type SeekerChoiceFilter } from '../contract/wanted-ad-filters';
import { WANTED_AD_SORTS } from './query';

const choiceParams = Object.fromEntries(
  Object.entries(SEEKER_CHOICE_FILTERS).map(([name, values]) => [name, choiceParam(name, values)]),
) as unknown as {
  [K in SeekerChoiceFilter]: ReturnType<typeof choiceParam<(typeof SEEKER_CHOICE_FILTERS)[K]>>;
};

const BUDGET_MESSAGE = 'minBudget must be a number from 0 to 1,000,000';
const LIMIT_MESSAGE = `limit must be an integer from 1 to ${PAGE_SIZE.max}`;

/** The filters, shared by the list and its count (same names, same messages). */
const wantedAdFilterParams = {
  /** A place, matched as browse's location search: its search term, none without letters or digits. */
  area: queryParam(
    oneValue('area')
      .max(WANTED_AD_LIMITS.area, `area must be at most ${WANTED_AD_LIMITS.area} characters`)
      .transform(locationSearchTerm),
  ),
  minBudget: queryParam(
    oneValue('minBudget')
      .regex(RENT_PATTERN, BUDGET_MESSAGE)
      .transform(Number)
      .pipe(z.number().max(WANTED_AD_LIMITS.budget, BUDGET_MESSAGE)),
  ),
  moveInBy: filterQueryParams.moveInBy,
  stay: filterQueryParams.stay,
  ...choiceParams,
  lifestyle: filterQueryParams.lifestyle,
  // Ads with an area's point within km of near (then no `area`), as browse's.
  near: filterQueryParams.near,
  km: filterQueryParams.km,
  place: filterQueryParams.place,
  sort: queryParam(
    z.enum(WANTED_AD_SORTS, { error: `sort must be one of: ${WANTED_AD_SORTS.join(', ')}` }),
  ).transform((sort) => sort ?? 'newest'),
};

const nearRules = nearRulesBy('area');

/** GET /seeker-ads: the filters, a sort, and a page. Unknown parameters are refused. */
export const wantedAdListQuerySchema = z
  .strictObject(
    {
      ...wantedAdFilterParams,
      limit: queryParam(
        oneValue('limit')
          .regex(/^\d+$/, LIMIT_MESSAGE)
          .transform(Number)
          .pipe(z.number().min(1, LIMIT_MESSAGE).max(PAGE_SIZE.max, LIMIT_MESSAGE)),
      ).transform((limit) => limit ?? PAGE_SIZE.default),
      cursor: queryParam(oneValue('cursor').max(2000, 'Invalid cursor')),
    },
    unknownQueryParams,
  )
  .superRefine(nearRules);

/** GET /seeker-ads/count: the filters alone (`sort` is accepted and changes nothing). */
export const wantedAdCountQuerySchema = z
  .strictObject(wantedAdFilterParams, unknownQueryParams)
  .superRefine(nearRules);

export const INVALID_AD_ID = 'Invalid ad ID';

/** The `:id` of an ad URL. */
export function parseWantedAdId(id: unknown): string {
  if (typeof id !== 'string' || !DOCUMENT_ID_PATTERN.test(id)) throw badRequest(INVALID_AD_ID);
  return id;
}
