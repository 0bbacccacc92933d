// The member's own verified phone (GET/POST/DELETE /users/me/phone…): every
// answer is the PhoneStatus (whether verified, the last two digits, a code
// waiting), never the number.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneStatus } from '@contract/phone-wire';
import { apiRequest } from '@/lib/api-client';

export type { PhoneStatus };

export const PHONE_PATH = '/users/me/phone';
export const phoneStatusKey = (uid: string) => ['phone', uid] as const;

export async function getPhoneStatus(): Promise<PhoneStatus> {
  return (await apiRequest<PhoneStatus>(PHONE_PATH, { auth: 'required' })).data;
}

export function usePhoneStatus(uid: string) {
  return useQuery({ queryKey: phoneStatusKey(uid), queryFn: getPhoneStatus });
}

export type SendCodeInput = { phoneNumber: string; recaptchaToken: string };

/** Every change answers the new status: it replaces the cached one. */
function usePhoneChange<Input>(uid: string, send: (input: Input) => Promise<PhoneStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => queryClient.setQueryData(phoneStatusKey(uid), status),
  });
}

export const useSendPhoneCode = (uid: string) =>
  usePhoneChange(
    uid,
    async (body: SendCodeInput) =>
      (
        await apiRequest<PhoneStatus>(`${PHONE_PATH}/code`, {
          method: 'POST',
          auth: 'required',
          body,
        })
      ).data,
  );

export const useVerifyPhoneCode = (uid: string) =>
  usePhoneChange(
    uid,
    async (code: string) =>
      (
        await apiRequest<PhoneStatus>(`${PHONE_PATH}/verify`, {
          method: 'POST',
          auth: 'required',
          body: { code },
        })
      ).data,
  );

export const useRemovePhone = (uid: string) =>
  usePhoneChange(
    uid,
    async () =>
      (await apiRequest<PhoneStatus>(PHONE_PATH, { method: 'DELETE', auth: 'required' })).data,
  );
