import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ReportReason } from '../types';

export type ReportInput = { reason: ReportReason; note: string };

/** `POST /posts/:id/report`: one report per user and listing (again = an update). */
export async function reportListing(postId: string, input: ReportInput): Promise<void> {
  await apiRequest(`/posts/${encodeURIComponent(postId)}/report`, {
    method: 'POST',
    auth: 'required',
    body: input,
  });
}

export function useReportListing(postId: string) {
  return useMutation({ mutationFn: (input: ReportInput) => reportListing(postId, input) });
}
