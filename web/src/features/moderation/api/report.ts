import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ReportReason } from '../types';
import { reportPath, type ReportSubject } from '../utils/subjects';

export type ReportInput = { reason: ReportReason; note: string };

/** `POST /posts/:id/report` or `POST /seeker-ads/:id/report`: one report per member (again = an update). */
export async function report(subject: ReportSubject, input: ReportInput): Promise<void> {
  await apiRequest(reportPath(subject), { method: 'POST', auth: 'required', body: input });
}

export function useReport(subject: ReportSubject) {
  return useMutation({ mutationFn: (input: ReportInput) => report(subject, input) });
}
