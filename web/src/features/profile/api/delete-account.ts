import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userProfilePath } from '@/lib/user-profile';

export const DELETE_ACCOUNT_FAILED = 'Failed to delete your account';

/**
 * `DELETE /users/:email` (the caller's own): the API removes the profile, every
 * listing of theirs with everything under it, their likes (the counts go down)
 * and finally the Auth user. Signing out locally is the caller's next step.
 */
export async function deleteAccount(email: string): Promise<void> {
  await apiRequest<{ ok: true }>(userProfilePath(email), { method: 'DELETE', auth: 'required' });
}

export function useDeleteAccount(email: string) {
  return useMutation({ mutationFn: () => deleteAccount(email) });
}
