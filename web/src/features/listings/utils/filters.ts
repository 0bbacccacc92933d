// Browse's filter controls while someone types. The filters themselves (the
// URL's names, reading and writing the URL, the API's parameters) are the
// contract's (@contract/browse-filters); this is only what the page does with
// a rent range that can't be searched yet.
import { rentProblems, type FilterDraft } from '@contract/browse-filters';

const hasRentProblem = (draft: FilterDraft) => {
  const problems = rentProblems(draft);
  return Boolean(problems.minRent || problems.maxRent);
};

/**
 * What to put in the URL for `draft`, given the filters already there: while
 * the rent range is impossible (or half-typed, "1" on the way to "1000"), the
 * rent bounds already searched are kept, so the results don't jump to an
 * unfiltered list; everything else follows the draft.
 */
export function committableDraft(draft: FilterDraft, committed: FilterDraft): FilterDraft {
  if (!hasRentProblem(draft)) return draft;
  return { ...draft, minRent: committed.minRent, maxRent: committed.maxRent };
}

/** Under the rent fields while their range can't be searched: what the results show instead. */
export const RENT_KEPT =
  'The listings below still use your previous rent range until this is fixed.';
export const RENT_LEFT_OUT = 'The listings below aren’t filtered by rent until the range is fixed.';

/** The note for `draft` (null when its rent range is fine), given the filters in the URL. */
export function rentNote(draft: FilterDraft, committed: FilterDraft): string | null {
  if (!hasRentProblem(draft)) return null;
  return hasRentProblem(committed) ? RENT_LEFT_OUT : RENT_KEPT;
}
