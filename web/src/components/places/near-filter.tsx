// A list's "Near … Within …" (browse's and Room wanted's): a place from the
// place search (or the browser's position, asked only on click) and a
// distance, written to the URL as `near`, `place` and `km`. A chosen place
// replaces the list's typed place (`textKey`: browse's location, Room wanted's
// area), which the route in turn clears the place for when it is typed.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { NEAR_DEFAULT_KM, NEAR_KM, type NearKm } from '@contract/near';
import { parseNear } from '@contract/browse-filters';
import { DistanceSelect } from './distance-select';
import { PlacePicker } from './place-picker';
import type { PlaceChoice } from './place-choice';
import { PLACE_SEARCH_MIN, searchPlaces } from './place-search';

/** A near search in a list's URL draft, as text. */
export type NearDraft = { near: string; place: string; km: string };

/** The draft's place as the picker shows it, or null. */
function choiceOf(draft: NearDraft): PlaceChoice | null {
  const near = parseNear(draft.near);
  if (!near) return null;
  const [lat, lng] = near.split(',').map(Number) as [number, number];
  return { label: draft.place.trim() || near, lat, lng };
}

const kmOf = (draft: NearDraft): NearKm => {
  const km = Number(draft.km);
  return (NEAR_KM as readonly number[]).includes(km) ? (km as NearKm) : NEAR_DEFAULT_KM;
};

/** A list's URL draft: every value text, the near search's among them. */
type Draft = NearDraft & Record<string, string>;

type Props<D extends Draft> = {
  value: D;
  /** The draft's typed place, which a chosen one replaces. */
  textKey: keyof D & string;
  onCommit: (next: D) => void;
};

/**
 * A typed place matches words ("New York" misses "Brooklyn, NY"); when the
 * gazetteer knows the place it names, offer the search by distance instead.
 */
function NearSuggestion({
  typed,
  value,
  onChoose,
}: {
  typed: string;
  value: NearDraft;
  onChoose: (p: PlaceChoice) => void;
}) {
  const asks = typed.length >= PLACE_SEARCH_MIN && !parseNear(value.near);
  const { data } = useQuery({
    queryKey: ['places', typed.toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(typed, signal),
    enabled: asks,
    staleTime: Infinity,
  });
  const place = asks ? data?.[0] : undefined;
  if (!place) return null;
  return (
    <Button
      variant="text"
      size="small"
      sx={{ justifySelf: 'start', gridColumn: '1 / -1' }}
      onClick={() => onChoose({ label: place.label, lat: place.lat, lng: place.lng })}
    >
      {`Search within ${kmOf(value)} km of ${place.label} instead`}
    </Button>
  );
}

export function NearFilter<D extends Draft>({ value, textKey, onCommit }: Props<D>) {
  const choose = (place: PlaceChoice | null) =>
    onCommit(
      place
        ? {
            ...value,
            [textKey]: '',
            near: `${place.lat},${place.lng}`,
            place: place.label,
            km: String(kmOf(value)),
          }
        : { ...value, near: '', place: '', km: '' },
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 1fr)' },
        gap: 2,
        mt: 2,
      }}
    >
      <NearSuggestion typed={String(value[textKey]).trim()} value={value} onChoose={choose} />
      <PlacePicker label="Near" value={choiceOf(value)} onChange={choose} fullWidth />
      <DistanceSelect
        name="km"
        value={kmOf(value)}
        onChange={(km) => onCommit({ ...value, km: String(km) })}
      />
    </Box>
  );
}
