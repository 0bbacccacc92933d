// An ad form's photos (the listing form's, the Room wanted form's): "Add
// photos" uploads files (chosen, or dropped on the area) through POST /photos,
// each shown at once from its own bytes with its progress; where the kind
// takes them (`links`), a link to an image elsewhere can be pasted instead.
// The list reorders (the first is the cover) and removes, up to `max` in all.
// What differs between the kinds (the limits, the texts) is passed in.
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { BUNDLED_PHOTO_PATTERN, INVALID_IMAGE_URL, PHOTO_LIMITS } from '@contract/listing';
import { uploadedPhotoId } from '@contract/photo';
import { isHttpsLink } from '@contract/photo-url';
import { PhotoFileButton } from '@/components/photo-file-button';
import { isImageUrl } from '@/lib/image-url';
import { useOwnPhoto } from '@/lib/own-photo';
import type { uploadPhoto } from '@/lib/photo-upload';
import { usePhotoUploads, type PendingUpload } from '@/lib/use-photo-uploads';
import { visuallyHidden } from '@/lib/visually-hidden';

export const PHOTO_ALREADY_ADDED = 'This photo is already added';

/** The field's hint, in a member's words: how many photos it takes. */
export const photoHint = (max: number) =>
  `Up to ${max} photos (JPEG, PNG or WebP, at most 15 MB each): choose them or drop them here. The first one is the cover.`;
/** The link field's hint. (Links to the images bundled with Roomly are taken too: the demo data's.) */
export const LINK_HINT = 'A link to an image on another website (https://…).';

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

/** Links to images elsewhere, for a kind that takes them (listings). */
export type PhotoLinks = {
  /** The most links among the photos. */
  max: number;
  /** Why a link past `max` is refused. */
  tooMany: string;
  /** Whether a URL loads as an image (tests pass their own). */
  checkImageUrl?: (url: string) => Promise<boolean>;
};

export type PhotoFieldsProps = {
  photos: string[];
  onChange: (photos: string[]) => void;
  /** The most photos, uploads and links together. */
  max: number;
  /** Why a photo past `max` is refused. */
  tooMany: string;
  /** Without it, uploads only. */
  links?: PhotoLinks;
  /** Told whether an upload is under way (the form waits for it). */
  onBusyChange?: (busy: boolean) => void;
  /** Sends a file to POST /photos (tests pass their own). */
  uploadPhoto?: typeof uploadPhoto;
};

type Action = 'left' | 'right' | 'cover' | 'remove';

/** A thumbnail's alt text: its place, and which is the cover. */
const photoLabel = (index: number) => `Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`;

export function PhotoFields(props: PhotoFieldsProps) {
  const { photos, onChange, max, tooMany, links, onBusyChange, uploadPhoto: upload } = props;
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Screen readers hear what a move or removal did (the list changes silently otherwise).
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const uploads = usePhotoUploads({
    photos,
    onChange,
    max,
    tooMany,
    upload,
  });
  const { pending, setPhotos, busy } = uploads;
  const taken = photos.length + pending.filter((u) => !u.error).length;
  const full = taken >= max;
  const linkCount = photos.filter((p) => !uploadedPhotoId(p)).length;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const addFiles = (files: File[]) => {
    const refused = uploads.addFiles(files);
    setRefusals(refused);
    const started = files.length - refused.length;
    if (started > 0) setAnnouncement(`Uploading ${started} ${started === 1 ? 'photo' : 'photos'}`);
  };

  const addLink = async () => {
    if (!links) return;
    const url = photoFromInput(draft.trim());
    if (full) return setError(tooMany);
    if (linkCount >= links.max) return setError(links.tooMany);
    if (url === null) return setError(INVALID_IMAGE_URL);
    if (photos.includes(url)) return setError(PHOTO_ALREADY_ADDED);
    setChecking(true);
    const check = links.checkImageUrl ?? isImageUrl;
    const ok = await check(url).finally(() => setChecking(false));
    if (!ok) {
      setError(INVALID_IMAGE_URL);
      linkRef.current?.focus();
      return;
    }
    setError(null);
    setDraft('');
    setPhotos([...photos, url]);
    setAnnouncement(`Photo ${photos.length + 1} added`);
  };

  /** Keeps the keyboard where it was: on the same button of the moved photo, or the nearest one. */
  const focusLater = (index: number, action: Action) =>
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
        `[data-index="${index}"] button:not(:disabled)`,
      );
      const same = [...(buttons ?? [])].find((b) => b.dataset.action === action);
      (same ?? buttons?.[0] ?? addRef.current?.querySelector('input'))?.focus();
    });

  const move = (from: number, to: number, action: Action) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    setPhotos(next);
    setAnnouncement(
      to === 0
        ? `Photo ${from + 1} is now the cover`
        : `Photo moved to position ${to + 1} of ${next.length}`,
    );
    focusLater(to, action);
  };

  const remove = (index: number) => {
    setPhotos(photos.filter((_, i) => i !== index));
    setAnnouncement(`Photo ${index + 1} removed`);
    focusLater(Math.min(index, photos.length + pending.length - 2), 'remove');
  };

  const cancel = (upload: PendingUpload, index: number) => {
    uploads.cancel(upload.key);
    setAnnouncement(`Photo ${index + 1} removed`);
    focusLater(Math.min(index, photos.length + pending.length - 2), 'remove');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the link instead of sending the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void addLink();
    }
  };

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    },
    // Leaving for one of its own children is still over the area.
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      if (full) return setRefusals([tooMany]);
      addFiles([...event.dataTransfer.files]);
    },
  };

  return (
    <FormControl
      component="fieldset"
      {...dropHandlers}
      sx={{
        display: 'grid',
        gap: 1.5,
        borderRadius: 2,
        outline: dragging ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: 6,
      }}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Photos (optional)
      </FormLabel>
      <Box ref={addRef} sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <PhotoFileButton
          label="Add photos"
          onFiles={addFiles}
          disabled={full}
          describedBy={`${id}-hint`}
        />
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary">
          {photoHint(max)}
        </Typography>
        {refusals.length > 0 && (
          <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
            {refusals.map((refusal) => (
              <div key={refusal}>{refusal}</div>
            ))}
          </Box>
        )}
      </Box>
      {(photos.length > 0 || pending.length > 0) && (
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
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo}
              index={index}
              thumb={
                <StoredThumb
                  photo={photo}
                  preview={uploads.previewOf(photo)}
                  alt={photoLabel(index)}
                />
              }
              status={
                uploads.noteOf(photo) && (
                  <Typography variant="body2" sx={{ px: 1, pt: 0.5 }}>
                    {uploads.noteOf(photo)}
                  </Typography>
                )
              }
            >
              <ItemButton
                action="left"
                label={`Move photo ${index + 1} left`}
                title="Move left"
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'left')}
              >
                <ArrowBack fontSize="small" />
              </ItemButton>
              <ItemButton
                action="right"
                label={`Move photo ${index + 1} right`}
                title="Move right"
                disabled={index === photos.length - 1}
                onClick={() => move(index, index + 1, 'right')}
              >
                <ArrowForward fontSize="small" />
              </ItemButton>
              <ItemButton
                action="cover"
                label={`Make photo ${index + 1} the cover`}
                title="Make cover"
                disabled={index === 0}
                onClick={() => move(index, 0, 'cover')}
              >
                <StarBorder fontSize="small" />
              </ItemButton>
              <ItemButton
                action="remove"
                label={`Remove photo ${index + 1}`}
                title="Remove"
                onClick={() => remove(index)}
              >
                <DeleteOutlined fontSize="small" />
              </ItemButton>
            </PhotoItem>
          ))}
          {pending.map((upload, i) => {
            const index = photos.length + i;
            return (
              <PhotoItem
                key={upload.key}
                index={index}
                thumb={
                  <img src={upload.preview} alt={photoLabel(index)} width={160} height={120} />
                }
                status={
                  upload.error ? (
                    <Typography variant="body2" color="error" sx={{ px: 1, pt: 0.5 }}>
                      {upload.error}
                    </Typography>
                  ) : (
                    <Box
                      component="progress"
                      value={upload.progress}
                      max={1}
                      aria-label={`Uploading photo ${index + 1}`}
                      sx={{ display: 'block', width: 'calc(100% - 16px)', mx: 1, mt: 1 }}
                    />
                  )
                }
              >
                <ItemButton
                  action="remove"
                  label={`Remove photo ${index + 1}`}
                  title="Remove"
                  onClick={() => cancel(upload, index)}
                >
                  <DeleteOutlined fontSize="small" />
                </ItemButton>
              </PhotoItem>
            );
          })}
        </Box>
      )}
      {links && (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            id={`${id}-url`}
            label="or paste a link"
            placeholder="https://…"
            slotProps={{ htmlInput: { inputMode: 'url' } }}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            inputRef={linkRef}
            error={Boolean(error)}
            helperText={error ?? LINK_HINT}
            disabled={full}
            fullWidth
            size="small"
          />
          <Button
            variant="outlined"
            onClick={() => void addLink()}
            loading={checking}
            disabled={full}
            sx={{ flexShrink: 0, height: 40 }}
          >
            Add link
          </Button>
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}

function PhotoItem({
  index,
  thumb,
  status,
  children,
}: {
  index: number;
  thumb: ReactNode;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-index={index}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
        }}
      >
        {thumb}
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
      {status}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5 }}>{children}</Box>
    </Box>
  );
}

function ItemButton({
  action,
  label,
  title,
  disabled,
  onClick,
  children,
}: {
  action: Action;
  label: string;
  title: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      data-action={action}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** A photo in the form's value: the file it was uploaded from this visit, else the stored photo (fetched as its owner), else the link. */
function StoredThumb({ photo, preview, alt }: { photo: string; preview?: string; alt: string }) {
  const upload = Boolean(uploadedPhotoId(photo));
  const own = useOwnPhoto(upload && !preview ? photo : undefined);
  // A link, or a bundled image's own file (the widths only matter on cards).
  const src = preview ?? (upload ? own : photo);
  return src ? (
    <img src={src} alt={alt} width={160} height={120} referrerPolicy="no-referrer" />
  ) : null;
}
