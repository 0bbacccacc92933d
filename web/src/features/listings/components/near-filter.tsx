// Browse's "Near … Within …": a place from the place search (or the
// browser's position, asked only on click) and a distance, written to the
// URL as `near`, `place` and `km`. A chosen place replaces a typed location
// (browse.tsx clears the place when a location is typed).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { NEAR_DEFAULT_KM, NEAR_KM, type NearKm } from '@contract/near';
import { parseNear, type FilterDraft } from '@contract/browse-filters';
import { DistanceSelect } from '@/components/places/distance-select';
import { PlacePicker } from '@/components/places/place-picker';
import type { PlaceChoice } from '@/components/places/place-choice';
import { PLACE_SEARCH_MIN, searchPlaces } from '@/components/places/place-search';

/** The draft's place as the picker shows it, or null. */
function choiceOf(draft: FilterDraft): PlaceChoice | null {
  const near = parseNear(draft.near);
  if (!near) return null;
  const [lat, lng] = near.split(',').map(Number) as [number, number];
  return { label: draft.place.trim() || near, lat, lng };
}

const kmOf = (draft: FilterDraft): NearKm => {
  const km = Number(draft.km);
  return (NEAR_KM as readonly number[]).includes(km) ? (km as NearKm) : NEAR_DEFAULT_KM;
};

type Props = { value: FilterDraft; onCommit: (next: FilterDraft) => void };

/**
 * A typed location matches words ("New York" misses "Brooklyn, NY"); when the
 * gazetteer knows the place it names, offer the search by distance instead.
 */
function NearSuggestion({
  value,
  onChoose,
}: {
  value: FilterDraft;
  onChoose: (p: PlaceChoice) => void;
}) {
  const typed = value.location.trim();
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

export function NearFilter({ value, onCommit }: Props) {
  const choose = (place: PlaceChoice | null) =>
    onCommit(
      place
        ? {
            ...value,
            location: '',
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
      <NearSuggestion value={value} onChoose={choose} />
      <PlacePicker label="Near" value={choiceOf(value)} onChange={choose} fullWidth />
      <DistanceSelect
        name="km"
        value={kmOf(value)}
        onChange={(km) => onCommit({ ...value, km: String(km) })}
      />
    </Box>
  );
}
