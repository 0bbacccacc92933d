// "Upload a photo" for the profile (docs/photos.md): one file, checked first
// in the API's words (`photoFileProblem`), shown at once from the file itself
// with its progress while `POST /photos` stores it, then handed to the form as
// `/photos/<id>`, which the profile's save attaches. A stored photo the API
// holds for a moderator shows the API's message. Loaded by the form on first
// render, so the upload code stays out of the profile page's own chunk.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadedPhotoId } from '@contract/photo-files';
import { PhotoFileButton } from '@/components/photo-file-button';
import { UserAvatar } from '@/components/user-avatar';
import { useOwnPhoto } from '@/lib/own-photo';
import { photoFileProblem, uploadPhoto } from '@/lib/photo-upload';

export const UPLOAD_PHOTO = 'Upload a photo';
export const REMOVE_PHOTO = 'Remove photo';

type Props = {
  /** The form's `photoURL`: '', a link, or an upload (`/photos/<id>`). */
  value: string;
  onChange: (url: string) => void;
  /** Whether an upload is under way (the form's save waits for it). */
  onBusyChange: (busy: boolean) => void;
  /** Tests pass an upload that doesn't touch the network. */
  upload?: typeof uploadPhoto;
};

/** The chosen file, shown from a blob URL; `url` once the API stored it. */
type Local = { blob: string; url?: string };

export default function ProfilePhotoUpload({
  value,
  onChange,
  onBusyChange,
  upload = uploadPhoto,
}: Props) {
  const helpId = useId();
  const [local, setLocal] = useState<Local>();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [held, setHeld] = useState<{ url: string; message: string } | null>(null);
  const request = useRef<AbortController | null>(null);
  const isUpload = uploadedPhotoId(value) !== undefined;
  // An upload stored on an earlier visit answers only its owner's token until
  // it is public (held for a moderator): fetched with it (lib/own-photo.ts).
  const own = useOwnPhoto(isUpload && local?.url !== value ? value : undefined);

  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => () => void (local && URL.revokeObjectURL(local.blob)), [local]);

  const stop = () => {
    request.current?.abort();
    request.current = null;
    setProgress(null);
    onBusyChange(false);
  };

  const choose = (files: File[]) => {
    const file = files[0]!;
    setProblem(null);
    setHeld(null);
    const why = photoFileProblem(file);
    if (why) {
      setProblem(why);
      return;
    }
    stop();
    const controller = new AbortController();
    request.current = controller;
    const chosen: Local = { blob: URL.createObjectURL(file) };
    setLocal(chosen);
    setProgress(0);
    onBusyChange(true);
    upload(file, { onProgress: setProgress, signal: controller.signal })
      .then((stored) => {
        if (request.current !== controller) return;
        setLocal({ ...chosen, url: stored.url });
        if (stored.held && stored.message) setHeld({ url: stored.url, message: stored.message });
        onChange(stored.url);
      })
      .catch((error: unknown) => {
        if (request.current !== controller) return;
        setLocal(undefined);
        setProblem(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        if (request.current !== controller) return;
        request.current = null;
        setProgress(null);
        onBusyChange(false);
      });
  };

  const remove = () => {
    stop();
    setLocal(undefined);
    setProblem(null);
    setHeld(null);
    onChange('');
  };

  const uploading = progress !== null;
  // The chosen file while it uploads and once stored as the value; a link or
  // an earlier upload otherwise.
  const shown =
    local && (uploading || local.url === value) ? local.blob : isUpload ? own : value || undefined;

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <UserAvatar sources={[shown]} alt="Your profile photo" size={72} />
      <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 200 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PhotoFileButton
            label={UPLOAD_PHOTO}
            multiple={false}
            describedBy={helpId}
            onFiles={choose}
          />
          {(value || uploading) && (
            <Button variant="outlined" startIcon={<DeleteOutlined />} onClick={remove}>
              {REMOVE_PHOTO}
            </Button>
          )}
        </Box>
        {uploading && (
          <Box
            component="progress"
            value={progress}
            max={1}
            aria-label="Uploading your photo"
            sx={{ display: 'block', width: '100%' }}
          />
        )}
        <Typography id={helpId} variant="body2" color="text.secondary">
          JPEG, PNG or WebP, at most 15 MB.
        </Typography>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {held && held.url === value && <Alert severity="info">{held.message}</Alert>}
      </Box>
    </Box>
  );
}
