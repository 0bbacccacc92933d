import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OwnerNotice } from '../types';
import { moderationKeys } from './query-keys';

/** `GET /users/me/notices`: the signed-in owner's notices (a listing a moderator removed). */
export function useNotices(uid: string | null) {
  return useQuery({
    queryKey: moderationKeys.notices(uid),
    enabled: uid !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest<OwnerNotice[]>('/users/me/notices', { auth: 'required', signal })).data,
  });
}

export function useDismissNotice(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/users/me/notices/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        auth: 'required',
      }),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<OwnerNotice[]>(moderationKeys.notices(uid), (notices) =>
        notices?.filter((n) => n.id !== id),
      ),
  });
}
