// "Add to calendar": `GET /viewings/:id/calendar.ics` needs the ID token, so a
// plain link can't fetch it. The file is fetched with the token, as a blob,
// and saved under a readable name through a temporary object URL.
import { ApiError, buildUrl, NETWORK_ERROR_MESSAGE, readErrorMessage } from '@/lib/api-client';
import { getAppCheckToken, getIdToken } from '@/lib/firebase';

export const calendarPath = (id: string) => `/viewings/${encodeURIComponent(id)}/calendar.ics`;

/** The .ics file of a confirmed viewing, as the API made it. */
export async function fetchCalendar(id: string): Promise<Blob> {
  const [token, appCheck] = await Promise.all([getIdToken(), getAppCheckToken()]);
  const headers: Record<string, string> = { Accept: 'text/calendar' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  let response: Response;
  try {
    response = await fetch(buildUrl(calendarPath(id)), { headers });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw new ApiError(await readErrorMessage(response), response.status);
  return response.blob();
}

/** Saves the viewing's .ics file as `viewing.ics` (the browser's download). */
export async function downloadCalendar(id: string): Promise<void> {
  const blob = await fetchCalendar(id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'roomly-viewing.ics';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
