// The uploads a form has under way (photo-upload.ts), beside the photos it
// already holds (their URLs, the form's value). Each chosen file shows at once
// from its own bytes (an object URL) with its progress; once stored, its URL
// joins the form's photos in the order the files were chosen (one that
// finishes early waits for those before it), and its local preview stays
// (the stored photo is the owner's only until the ad is saved, which an <img>
// can't ask for). One the API refused stays with its message until removed;
// one it stored but holds for a moderator (it looks like another member's)
// keeps the API's message as a note.
import { useEffect, useRef, useState } from 'react';
import { PHOTO_MESSAGES } from '@contract/photo';
import { photoFileProblem, uploadPhoto } from '@/lib/photo-upload';

export type PendingUpload = {
  key: string;
  name: string;
  /** An object URL of the chosen file. */
  preview: string;
  /** 0 to 1. */
  progress: number;
  /** Its URL once stored (until it joins the photos). */
  url?: string;
  /** The API's refusal. */
  error?: string;
  /** Stored, but held for a moderator: the API's words. */
  note?: string;
};

type Options = {
  photos: string[];
  onChange: (photos: string[]) => void;
  /** How many photos the form takes in all (stored and under way). */
  max: number;
  /** Why a file past `max` is refused. */
  tooMany: string;
  /** The upload itself (tests pass their own). */
  upload?: typeof uploadPhoto;
};

let nextKey = 0;

export function usePhotoUploads({
  photos,
  onChange,
  max,
  tooMany,
  upload: send = uploadPhoto,
}: Options) {
  const [pending, setPendingState] = useState<PendingUpload[]>([]);
  // Handlers run after awaits: they read the latest lists, not a render's.
  const pendingRef = useRef<PendingUpload[]>([]);
  const photosRef = useRef(photos);
  const controllers = useRef(new Map<string, AbortController>());
  /** Stored photo URL → the object URL of the file it came from. */
  const previews = useRef(new Map<string, string>());
  /** Stored photo URL → why others won't see it yet (held for a moderator). */
  const notes = useRef(new Map<string, string>());

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  useEffect(() => {
    const open = controllers.current;
    const shown = previews.current;
    return () => {
      for (const controller of open.values()) controller.abort();
      for (const url of shown.values()) URL.revokeObjectURL(url);
      for (const upload of pendingRef.current) URL.revokeObjectURL(upload.preview);
    };
  }, []);

  const setPending = (next: PendingUpload[]) => {
    pendingRef.current = next;
    setPendingState(next);
  };

  const update = (key: string, change: Partial<PendingUpload>) =>
    setPending(pendingRef.current.map((u) => (u.key === key ? { ...u, ...change } : u)));

  /** Moves the stored uploads that no earlier one is still ahead of into the photos. */
  const settle = () => {
    const list = pendingRef.current;
    const busy = list.findIndex((u) => !u.url && !u.error);
    const ready = (busy === -1 ? list : list.slice(0, busy)).filter((u) => u.url);
    if (ready.length === 0) return;
    for (const upload of ready) {
      previews.current.set(upload.url!, upload.preview);
      if (upload.note) notes.current.set(upload.url!, upload.note);
    }
    const next = [...photosRef.current, ...ready.map((u) => u.url!)];
    photosRef.current = next;
    onChange(next);
    setPending(list.filter((u) => !ready.includes(u)));
  };

  const start = (file: File) => {
    const key = `upload-${nextKey++}`;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    const upload: PendingUpload = {
      key,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
    };
    setPending([...pendingRef.current, upload]);
    send(file, {
      signal: controller.signal,
      onProgress: (progress) => update(key, { progress }),
    })
      .then((stored) => {
        update(key, {
          url: stored.url,
          progress: 1,
          note: stored.held ? (stored.message ?? PHOTO_MESSAGES.held) : undefined,
        });
        settle();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update(key, { error: error instanceof Error ? error.message : String(error) });
        settle();
      })
      .finally(() => controllers.current.delete(key));
  };

  /** Starts an upload for each file that may go; answers why the others can't ("name: reason"). */
  const addFiles = (files: Iterable<File>): string[] => {
    const refusals: string[] = [];
    let taken = photosRef.current.length + pendingRef.current.filter((u) => !u.error).length;
    for (const file of files) {
      const problem = photoFileProblem(file) ?? (taken >= max ? tooMany : null);
      if (problem) {
        refusals.push(`${file.name}: ${problem}`);
        continue;
      }
      taken++;
      start(file);
    }
    return refusals;
  };

  /** Stops an upload under way, or drops one the API refused. */
  const cancel = (key: string) => {
    controllers.current.get(key)?.abort();
    const upload = pendingRef.current.find((u) => u.key === key);
    if (upload) URL.revokeObjectURL(upload.preview);
    setPending(pendingRef.current.filter((u) => u.key !== key));
    settle();
  };

  /** Every change of the photos goes through here, so a later upload appends to the latest list. */
  const setPhotos = (next: string[]) => {
    photosRef.current = next;
    onChange(next);
  };

  return {
    pending,
    setPhotos,
    previewOf: (url: string) => previews.current.get(url),
    noteOf: (url: string) => notes.current.get(url),
    addFiles,
    cancel,
    busy: pending.some((u) => !u.error),
  };
}
