// Test data for viewings on the real emulators: conversations started and
// viewings proposed through the API, and, where a test needs a time the API
// rightly refuses (a viewing that is already over), the stored viewing moved
// into the past straight in the Firestore emulator, as a clock that has run
// on would leave it. Only the viewings' tests import this module.
import type { Viewing, ViewingProposalInput, ViewingSlotInput } from '@contract/viewings';
import type { Conversation } from '@contract/messages';
import { firebaseEnv } from '@/config/firebase-env';
import { api, type TestAccount } from '@/testing/emulator-data';
import { deviceTimeZone } from '@contract/dates';
import { localDay } from '@/lib/local-day';

const DAY = 24 * 3600 * 1000;

/** A slot `days` from today at `time` (the browser's zone, as the form makes them). */
export const slotIn = (days: number, time = '18:00', minutes = 30): ViewingSlotInput => ({
  date: localDay(new Date(Date.now() + days * DAY)),
  time,
  minutes,
});

export async function startConversation(seeker: TestAccount, postId: string, text: string) {
  const started = await api<{ conversation: Conversation }>(seeker, 'POST', '/conversations', {
    postId,
    text,
  });
  return started.conversation._id;
}

export const propose = (
  account: TestAccount,
  conversationId: string,
  input: Partial<ViewingProposalInput> = {},
) =>
  api<Viewing>(account, 'POST', `/conversations/${encodeURIComponent(conversationId)}/viewings`, {
    slots: [slotIn(2), slotIn(3, '10:30', 45)],
    timeZone: deviceTimeZone(),
    mode: 'in-person',
    ...input,
  });

export const viewingsOf = (account: TestAccount, conversationId: string) =>
  api<Viewing[]>(account, 'GET', `/conversations/${encodeURIComponent(conversationId)}/viewings`);

export const accept = (account: TestAccount, id: string, slot: number) =>
  api<Viewing>(account, 'POST', `/viewings/${encodeURIComponent(id)}/accept`, { slot });

const root = () => `projects/${firebaseEnv.config.projectId}/databases/(default)/documents`;
const time = (ms: number) => ({ timestampValue: new Date(ms).toISOString() });

/** Writes `fields` (REST values) into a stored document, as the Admin SDK would (the emulator's owner token). */
async function patch(path: string, fields: Record<string, unknown>) {
  const mask = Object.keys(fields)
    .map((f) => `updateMask.fieldPaths=${encodeURIComponent(f)}`)
    .join('&');
  const response = await fetch(`${firebaseEnv.firestoreEmulatorUrl}/v1/${root()}/${path}?${mask}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Writing ${path}: ${await response.text()}`);
}

/**
 * Moves a stored viewing's times so that each slot ended `hoursAgo` hours ago
 * (the first) or earlier: the day after, as far as the API can tell.
 */
export async function moveIntoPast(viewing: Viewing, hoursAgo = 20) {
  const end = Date.now() - hoursAgo * 3600 * 1000;
  const slots = viewing.slots.map((slot, i) => {
    const slotEnd = end - i * DAY;
    return { start: slotEnd - slot.minutes * 60_000, end: slotEnd, minutes: slot.minutes };
  });
  const shown = slots[viewing.confirmedSlot ?? 0]!;
  await patch(`viewings/${viewing.id}`, {
    slots: {
      arrayValue: {
        values: slots.map((s) => ({
          mapValue: {
            fields: {
              start: time(s.start),
              end: time(s.end),
              minutes: { integerValue: String(s.minutes) },
            },
          },
        })),
      },
    },
    start: time(shown.start),
    end: time(shown.end),
    pastAt: time(shown.end),
  });
}

/** The poster's "Viewings held" counter, as the API keeps it (posterStats/{uid}). */
export const storeViewingsHeld = (uid: string, n: number) =>
  patch(`posterStats/${uid}`, { viewingsHeld: { integerValue: String(n) } });
