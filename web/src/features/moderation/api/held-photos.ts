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

/** The response's bytes as a data: URL (no object URL to revoke; works wherever fetch does). */
async function asDataUrl(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const type = response.headers.get('Content-Type') ?? 'image/webp';
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * An image the moderation page can show. A held upload is served to its owner
 * and the moderators only, by ID token, which an `<img>` can't send: it is
 * fetched with the token and shown from a data: URL. A bundled image is public
 * and shown from its path.
 */
export function useModeratorImage(url: string): { src?: string; failed: boolean } {
  const upload = url.startsWith('/photos/');
  const query = useQuery({
    queryKey: moderationKeys.image(url),
    enabled: upload,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const token = await getIdToken();
      const response = await fetch(buildUrl(`${url}/960.webp`), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      if (!response.ok) throw new ApiError(await readErrorMessage(response), response.status);
      return asDataUrl(response);
    },
  });
  return upload ? { src: query.data, failed: query.isError } : { src: url, failed: false };
}
