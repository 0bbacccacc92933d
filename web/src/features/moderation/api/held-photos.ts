import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MODERATION_PAGE_SIZE } from '@contract/moderation';
import { ApiError, apiRequest, buildUrl, readErrorMessage } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';
import type { HeldPhotoItem } from '../types';
import { moderationKeys } from './query-keys';

const PAGE_SIZE = MODERATION_PAGE_SIZE.default;

/** `GET /moderation/photos`: photos held as suspected copies, oldest first, paged by cursor. */
export function useHeldPhotos() {
  return useInfiniteQuery({
    queryKey: moderationKeys.heldPhotos(),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await apiRequest<HeldPhotoItem[]>('/moderation/photos', {
        auth: 'required',
        query: { limit: PAGE_SIZE, cursor: pageParam },
        signal,
      });
      return { items: data, nextCursor: headers.get('X-Next-Cursor') ?? undefined };
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Clear (the photo shows from now on) and Remove (deleted, off its listing); each refreshes the list and the listings. */
export function useHeldPhotoAction() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationKeys.heldPhotos() }),
      queryClient.invalidateQueries({ queryKey: ['posts'] }),
    ]);
  const post = (item: HeldPhotoItem, name: 'clear' | 'remove') =>
    apiRequest(`/moderation/photos/${encodeURIComponent(item.id)}/${name}`, {
      method: 'POST',
      auth: 'required',
    });
  return {
    clear: useMutation({
      mutationFn: (item: HeldPhotoItem) => post(item, 'clear'),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (item: HeldPhotoItem) => post(item, 'remove'),
      onSuccess: refresh,
    }),
  };
}

/** The 960 px file of an upload (`/photos/<id>`); a bundled image's path is already a file. */
const fileOf = (url: string) => (url.startsWith('/photos/') ? `${url}/960.webp` : url);

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * An image the moderation page can show. A held upload is served to its owner
 * and the moderators only, by ID token, which an `<img>` can't send: it is
 * fetched with the token and shown from a data: URL. A bundled image is public.
 */
export function useModeratorImage(url: string) {
  return useQuery({
    queryKey: moderationKeys.image(url),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      if (!url.startsWith('/photos/')) return url;
      const token = await getIdToken();
      const response = await fetch(buildUrl(fileOf(url)), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      if (!response.ok) throw new ApiError(await readErrorMessage(response), response.status);
      return asDataUrl(await response.blob());
    },
  });
}
