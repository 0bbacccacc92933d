// The owner's writes: `POST /seeker-ads`, `PUT /seeker-ads/:id`,
// `POST /seeker-ads/:id/{renew,pause,resume}` and `DELETE /seeker-ads/:id`.
// Each answer is the ad as its owner sees it: it replaces the cached ad and the
// member's own; the public lists (whose membership depends on the status) and
// the matching lists refetch.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WantedAd } from '@contract/wanted-ad';
import type { WantedAdBody } from '../schemas';
import { apiRequest } from '@/lib/api-client';
import { wantedAdKeys } from './query-keys';

export type AdAction = 'renew' | 'pause' | 'resume';

/** What each action's toast says once it has worked. */
export const AD_ACTION_DONE: Record<AdAction | 'delete' | 'create' | 'update', string> = {
  create: 'Your Room wanted ad is live',
  update: 'Room wanted ad updated',
  renew: 'Room wanted ad renewed',
  pause: 'Room wanted ad paused',
  resume: 'Room wanted ad resumed',
  delete: 'Room wanted ad deleted',
};
export const AD_CHANGE_FAILED = "Couldn't change the Room wanted ad";

const adPath = (id: string) => `/seeker-ads/${encodeURIComponent(id)}`;

export async function createWantedAd(input: WantedAdBody): Promise<WantedAd> {
  const { data } = await apiRequest<WantedAd>('/seeker-ads', {
    method: 'POST',
    body: input,
    auth: 'required',
  });
  return data;
}

export async function updateWantedAd(id: string, input: WantedAdBody): Promise<WantedAd> {
  const { data } = await apiRequest<WantedAd>(adPath(id), {
    method: 'PUT',
    body: input,
    auth: 'required',
  });
  return data;
}

export async function changeWantedAd(id: string, action: AdAction): Promise<WantedAd> {
  const { data } = await apiRequest<WantedAd>(`${adPath(id)}/${action}`, {
    method: 'POST',
    auth: 'required',
  });
  return data;
}

export async function deleteWantedAd(id: string): Promise<void> {
  await apiRequest<{ message: string }>(adPath(id), { method: 'DELETE', auth: 'required' });
}

function afterWrite(queryClient: QueryClient, uid: string, ad: WantedAd) {
  queryClient.setQueryData(wantedAdKeys.mine(uid), ad);
  queryClient.setQueryData(wantedAdKeys.detail(ad._id, uid), ad);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: wantedAdKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...wantedAdKeys.ad(ad._id), 'matches'] }),
    queryClient.invalidateQueries({ queryKey: [...wantedAdKeys.all, 'matching-people'] }),
  ]);
}

/** Create (no `id`) or edit the member's ad. */
export function useSaveWantedAd(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: WantedAdBody }) =>
      id ? updateWantedAd(id, input) : createWantedAd(input),
    onSuccess: (ad) => afterWrite(queryClient, uid, ad),
  });
}

export function useChangeWantedAd(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AdAction }) => changeWantedAd(id, action),
    onSuccess: (ad) => afterWrite(queryClient, uid, ad),
  });
}

export function useDeleteWantedAd(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWantedAd,
    onSuccess: (_, id) => {
      // Don't refetch an ad that no longer exists (that would show "not found").
      queryClient.removeQueries({ queryKey: wantedAdKeys.ad(id) });
      // The newest ad left, if an older one remains (the API answers "mine" with it).
      queryClient.setQueryData(wantedAdKeys.mine(uid), null);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: wantedAdKeys.mine(uid) }),
        queryClient.invalidateQueries({ queryKey: wantedAdKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...wantedAdKeys.all, 'matching-people'] }),
      ]);
    },
  });
}
