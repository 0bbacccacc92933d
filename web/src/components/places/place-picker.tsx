// The "Near" field: places that match as people type (GET /places, through
// place-search.ts) in a list under the field, or the browser's own position,
// asked only when its button is pressed. The ARIA combobox pattern (a list
// that autocompletes, chosen with the arrow keys and Enter, closed with
// Escape) on the app's TextInput and a plain list: Material UI's Autocomplete
// would bring Popper and its own list to every page with the field.
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { Place, PlaceKind } from '@contract/places';
import { TextInput } from '@/components/text-input';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import { visuallyHidden } from '@/lib/visually-hidden';
import { MY_LOCATION, type PlaceChoice } from './place-choice';
import { PLACE_SEARCH_MIN, cachedPlaces, searchPlaces } from './place-search';

/** Typing pauses this long before the place search is asked. */
export const PLACE_SEARCH_DEBOUNCE_MS = 200;

export const LOCATION_FAILED = 'We couldn’t get your location. Type a place instead.';
export const LOCATING = 'Finding your location…';
export const noPlacesMatch = (query: string) => `No places match “${query}”.`;
/** The gazetteer's licence (CC BY 4.0) asks for this wherever its places are shown. */
export const PLACES_CREDIT = 'Place names © GeoNames, CC BY 4.0';

export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  neighbourhood: 'Neighbourhood',
  city: 'City',
  zip: 'ZIP code',
  state: 'State',
};

/** The longest query the API takes (PLACE_QUERY.max), and the field's own unless told. */
const MAX_LENGTH = 80;

const popupSx = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  mt: 0.5,
  zIndex: 'modal',
} as const;

/** IconButton's size, shape and colour, at the end of the field as its `edge="end"`. */
const locationButtonSx = {
  minWidth: 0,
  width: 40,
  height: 40,
  p: 1,
  mr: -1.5,
  borderRadius: '50%',
  color: 'action.active',
} as const;

/** About 100 m, as precise as the place search's own points. */
const round3 = (degrees: number) => Math.round(degrees * 1000) / 1000;

type Search =
  | { state: 'idle' }
  | { state: 'done'; query: string; places: Place[] }
  | { state: 'failed'; message: string };

type Props = {
  label?: string;
  /** The place chosen, shown in the field; a new one from the caller replaces the text. */
  value?: PlaceChoice | null;
  /** A place chosen (from the list or the browser), or null when the text is cleared. */
  onChange: (choice: PlaceChoice | null) => void;
  /**
   * A field whose text is itself the answer (a Room wanted area): every edit,
   * as typed. Without it only a chosen place counts.
   */
  onTextChange?: (text: string) => void;
  /** The text the field starts with when no place is chosen. */
  defaultText?: string;
  /** The problem with the text, under the field. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  maxLength?: number;
  /** Offers "Use my location" (a search's centre; not an area someone names). */
  locate?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

export function PlacePicker(props: Props) {
  const { label = 'Near', value = null, onChange, onTextChange, error, fullWidth, sx } = props;
  const id = useId();
  const listId = `${id}-places`;
  const optionId = (index: number) => `${id}-place-${index}`;
  const [text, setText] = useState(value?.label ?? props.defaultText ?? '');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [location, setLocation] = useState<'idle' | 'asking' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController | null>(null);

  const chosenLabel = value?.label ?? '';
  const [shownChoice, setShownChoice] = useState(chosenLabel);
  if (chosenLabel !== shownChoice) {
    setShownChoice(chosenLabel);
    setText(chosenLabel);
  }

  const cancel = () => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  };
  useEffect(() => cancel, []);

  const places = search.state === 'done' ? search.places : [];
  const showList = open && places.length > 0;

  const ask = (query: string) => {
    const controller = new AbortController();
    request.current = controller;
    // Only the newest request's answer is shown: an older one still on its way
    // is aborted, and were it answered anyway it is no longer `request.current`.
    searchPlaces(query, controller.signal).then(
      (found) => {
        if (request.current !== controller) return;
        request.current = null;
        setSearch({ state: 'done', query, places: found });
        setActive(-1);
      },
      (error: unknown) => {
        if (request.current !== controller) return;
        request.current = null;
        setSearch({
          state: 'failed',
          message: error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE,
        });
      },
    );
  };

  const type = (next: string) => {
    const query = next.trim();
    if (query === '' && text.trim() !== '') onChange(null);
    setText(next);
    onTextChange?.(next);
    setLocation('idle');
    setActive(-1);
    cancel();
    // A longer area name is still a name; the place search takes up to MAX_LENGTH.
    if (query.length < PLACE_SEARCH_MIN || query.length > MAX_LENGTH) {
      setSearch({ state: 'idle' });
      setOpen(false);
      return;
    }
    setOpen(true);
    const kept = cachedPlaces(query);
    if (kept) setSearch({ state: 'done', query, places: kept });
    else timer.current = setTimeout(() => ask(query), PLACE_SEARCH_DEBOUNCE_MS);
  };

  const choose = (choice: PlaceChoice) => {
    cancel();
    setText(choice.label);
    setOpen(false);
    setActive(-1);
    onChange(choice);
  };

  const locate = () => {
    const failed = () => setLocation('failed');
    if (!('geolocation' in navigator)) {
      failed();
      return;
    }
    setLocation('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocation('idle');
        choose({ label: MY_LOCATION, lat: round3(coords.latitude), lng: round3(coords.longitude) });
      },
      failed,
      // A position from the last ten minutes will do: the search is by kilometres.
      { maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = places.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!showList || active < 0) setActive(down ? 0 : count - 1);
        else setActive((active + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const place = showList ? places[active] : undefined;
        if (!place) return;
        // The choice, not the form around the field.
        event.preventDefault();
        choose({ label: place.label, lat: place.lat, lng: place.lng });
        return;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        setOpen(false);
        setActive(-1);
    }
  };

  const helperText =
    location === 'asking' ? LOCATING : location === 'failed' ? LOCATION_FAILED : error;
  const note =
    !open || search.state === 'idle'
      ? null
      : search.state === 'failed'
        ? search.message
        : places.length === 0
          ? noPlacesMatch(search.query)
          : null;

  return (
    <Box
      sx={[
        { position: 'relative', display: fullWidth ? 'flex' : 'inline-flex' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <TextInput
        id={id}
        label={label}
        value={text}
        fullWidth={fullWidth}
        autoComplete="off"
        placeholder={props.placeholder}
        error={Boolean(error)}
        helperText={helperText}
        inputRef={props.inputRef}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': listId,
            'aria-activedescendant': showList && active >= 0 ? optionId(active) : undefined,
            maxLength: props.maxLength ?? MAX_LENGTH,
            onKeyDown,
          },
          input: {
            endAdornment: props.locate !== false && (
              // Button, shaped as IconButton: the app's entry already loads it, while
              // IconButton and InputAdornment live in chunks of the pages that use them
              // (Alert's, the password field's), which a page of this field would split.
              <Button
                aria-label="Use my location"
                color="inherit"
                disabled={location === 'asking'}
                onClick={locate}
                sx={locationButtonSx}
              >
                <MyLocationIcon />
              </Button>
            ),
          },
        }}
      />
      <Paper
        elevation={8}
        hidden={!showList}
        // A click on the list keeps the focus in the field (its blur would close the list first).
        onMouseDown={(event) => event.preventDefault()}
        sx={popupSx}
      >
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-labelledby={`${id}-label`}
          sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0 }}
        >
          {places.map((place, index) => (
            <Box
              component="li"
              role="option"
              key={place.id}
              id={optionId(index)}
              aria-selected={index === active}
              onClick={() => choose({ label: place.label, lat: place.lat, lng: place.lng })}
              sx={{
                px: 2,
                py: 0.75,
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
                '&[aria-selected="true"]': { bgcolor: 'action.selected' },
              }}
            >
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {place.label}
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                ,{' '}
              </Box>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                {PLACE_KIND_LABELS[place.kind]}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', px: 2, pb: 0.75 }}
        >
          {PLACES_CREDIT}
        </Typography>
      </Paper>
      {/* Always there, so that screen readers announce what appears in it. */}
      <Paper role="status" elevation={8} sx={note ? [popupSx, { px: 2, py: 1.5 }] : visuallyHidden}>
        {note && <Typography variant="body2">{note}</Typography>}
      </Paper>
    </Box>
  );
}
