// The listing form's photos: paste an https image URL, "Add photo" checks it
// loads as an image (the profile photo's check), and the list below reorders
// (the first is the cover) and removes. Uploads are out of scope (README).
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { BUNDLED_PHOTO_PATTERN, INVALID_IMAGE_URL, PHOTO_LIMITS } from '@contract/listing';
import { isHttpsLink } from '@contract/photo-url';
import { isImageUrl } from '@/lib/image-url';
import { visuallyHidden } from '@/lib/visually-hidden';
import { ListingCover } from './listing-cover';

export const PHOTO_ALREADY_ADDED = 'This photo is already added';
export const TOO_MANY_PHOTOS = `A listing can have at most ${PHOTO_LIMITS.max} photos`;

/**
 * Before the first mistake, the field says what it takes, in a member's words.
 * (Links to the images bundled with Roomly, which the demo listings use, are
 * accepted too, but that is for the demo data, not something to ask of people.)
 */
export const PHOTO_HINT = `Paste a link to an image (https://…). Up to ${PHOTO_LIMITS.max}; the first one is the cover.`;

/**
 * What the API accepts from a person, as it stores it: an absolute https URL
 * with a host, or one of the app's bundled images (its path, also when pasted
 * as a full link on the app's own origin); null for anything else.
 */
export function photoFromInput(value: string, appOrigin = window.location.origin): string | null {
  if (value.length > PHOTO_LIMITS.urlLength) return null;
  if (BUNDLED_PHOTO_PATTERN.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin === appOrigin && BUNDLED_PHOTO_PATTERN.test(url.pathname)) return url.pathname;
  return isHttpsLink(value) ? value : null;
}

type Props = {
  photos: string[];
  onChange: (photos: string[]) => void;
  checkImageUrl?: (url: string) => Promise<boolean>;
};

type Action = 'up' | 'down' | 'remove';

export function PhotoFields({ photos, onChange, checkImageUrl = isImageUrl }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Screen readers hear what a move or removal did (the list changes silently otherwise).
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const full = photos.length >= PHOTO_LIMITS.max;

  const add = async () => {
    const url = photoFromInput(draft.trim());
    if (full) return setError(TOO_MANY_PHOTOS);
    if (url === null) return setError(INVALID_IMAGE_URL);
    if (photos.includes(url)) return setError(PHOTO_ALREADY_ADDED);
    setChecking(true);
    const ok = await checkImageUrl(url).finally(() => setChecking(false));
    if (!ok) {
      setError(INVALID_IMAGE_URL);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setDraft('');
    onChange([...photos, url]);
    setAnnouncement(`Photo ${photos.length + 1} added`);
  };

  /** Keeps the keyboard where it was: on the same button of the moved photo, or the nearest one. */
  const focusLater = (index: number, action: Action) =>
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
        `[data-index="${index}"] button:not(:disabled)`,
      );
      const same = [...(buttons ?? [])].find((b) => b.dataset.action === action);
      (same ?? buttons?.[0] ?? inputRef.current)?.focus();
    });

  const move = (from: number, to: number, action: Action) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
    setAnnouncement(`Photo moved to position ${to + 1} of ${next.length}`);
    focusLater(to, action);
  };

  const remove = (index: number) => {
    onChange(photos.filter((_, i) => i !== index));
    setAnnouncement(`Photo ${index + 1} removed`);
    if (photos.length === 1) requestAnimationFrame(() => inputRef.current?.focus());
    else focusLater(Math.min(index, photos.length - 2), 'remove');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the photo instead of sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void add();
    }
  };

  return (
    <FormControl component="fieldset" sx={{ display: 'grid', gap: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Photos (optional)
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          id={`${id}-url`}
          label="Photo URL"
          placeholder="https://…"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? PHOTO_HINT}
          disabled={full}
          fullWidth
          size="small"
        />
        <Button
          variant="outlined"
          onClick={() => void add()}
          loading={checking}
          disabled={full}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Add photo
        </Button>
      </Box>
      {photos.length > 0 && (
        <Box
          component="ol"
          ref={listRef}
          aria-label="Photos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {photos.map((photo, index) => (
            <Box
              component="li"
              key={photo}
              data-index={index}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
            >
              <Box sx={{ position: 'relative' }}>
                <ListingCover
                  photo={photo}
                  title={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`}
                  roomType=""
                  sizes="160px"
                  eager
                />
                {index === 0 && (
                  <Typography
                    component="span"
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: 6,
                      left: 6,
                      px: 1,
                      borderRadius: 4,
                      fontSize: '0.75rem',
                      fontWeight: 700,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                    }}
                  >
                    Cover
                  </Typography>
                )}
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5 }}>
                <IconButton
                  size="small"
                  data-action="up"
                  aria-label={`Move photo ${index + 1} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  data-action="down"
                  aria-label={`Move photo ${index + 1} down`}
                  title="Move down"
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  data-action="remove"
                  aria-label={`Remove photo ${index + 1}`}
                  title="Remove"
                  onClick={() => remove(index)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}
