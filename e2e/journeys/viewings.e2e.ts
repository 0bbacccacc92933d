// Viewings, in two browsers: Leo (the poster) proposes two times in the thread
// about his listing; Maya (the seeker) sees the proposal without reloading and
// accepts the second; both see it confirmed live; Leo downloads the calendar
// file and it is parsed back. Then "the day after": the viewing is moved into
// the past straight in the Firestore emulator (no client may write a viewing),
// both say "We met", and his listing's poster card counts it.
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Viewing } from '../../functions/src/contract/viewings';
import { viewingsHeldText } from '../../functions/src/contract/viewings';
import { signIn, visible } from '../support/app';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  ESTABLISHED,
  resetEmulators,
  type TestUser,
} from '../support/emulators';
import { firestoreHost, projectId } from '../support/env';

/** Both browsers' clock: the listing's, so the times typed are the room's. */
const ZONE = 'America/Chicago';
const session = useBrowser({ timezoneId: ZONE });

const title = "Leo's room with a garden view";
const area = 'Austin, TX';
let leo: TestUser;
let maya: TestUser;
let postId = '';
let conversationId = '';

beforeEach(async () => {
  await resetEmulators();
  [leo, maya] = await Promise.all([
    // Members for a couple of days: only established accounts' viewings count as held.
    createUser('leo@e2e.roomly.dev', 'Leo Martin', undefined, ESTABLISHED),
    createUser('maya@e2e.roomly.dev', 'Maya Patel', undefined, ESTABLISHED),
  ]);
  postId = await createListing(leo, { title, location: area });
  await api('/conversations', maya, {
    method: 'POST',
    body: { postId, text: 'Hi Leo, could I come and see the room this week?' },
  });
  conversationId = `${postId}_${maya.uid}`;
});

const DAY = 24 * 3600 * 1000;

/** The day `days` from now on the room's clock, as a date input takes it ("2027-03-14"). */
function dayAhead(days: number) {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * DAY);
}

/** "10:30" on the room's clock, for an ISO instant. */
function wallTime(iso: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

function thread(page: Page) {
  return page.getByRole('list', { name: 'Messages' });
}

/** The viewing's card in the thread ("You proposed a viewing", "Leo Martin proposed a viewing"). */
function card(page: Page): Locator {
  return page.getByRole('region', { name: 'Viewings' }).getByRole('article', {
    name: /proposed a viewing$/,
  });
}

/** The card's state, as its chip says it. */
const state = (page: Page, label: string) => card(page).getByText(label, { exact: true });

/**
 * An .ics file's properties, its folded lines unfolded and its text values
 * unescaped (RFC 5545 §3.1, §3.3.11): name → values, in order.
 */
function parseIcs(text: string) {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const properties = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    properties.set(name, [...(properties.get(name) ?? []), value]);
  }
  return properties;
}

/** "20271108T163000Z" → its ISO instant. */
const icsInstant = (value: string) =>
  value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6.000Z');

/**
 * Moves the viewing's times `byMs` earlier, as if that much time had passed:
 * straight in the Firestore emulator with its owner token (the rules let no
 * client write a viewing; the API never moves one).
 */
async function moveViewingBack(viewing: Viewing, byMs: number) {
  const at = (iso: string) => ({ timestampValue: new Date(Date.parse(iso) - byMs).toISOString() });
  const shown = viewing.slots[viewing.confirmedSlot ?? 0]!;
  const fields = {
    slots: {
      arrayValue: {
        values: viewing.slots.map((slot) => ({
          mapValue: {
            fields: {
              start: at(slot.start),
              end: at(slot.end),
              minutes: { integerValue: String(slot.minutes) },
            },
          },
        })),
      },
    },
    start: at(shown.start),
    end: at(shown.end),
  };
  const mask = Object.keys(fields)
    .map((name) => `updateMask.fieldPaths=${name}`)
    .join('&');
  const res = await fetch(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/viewings/${viewing.id}?${mask}`,
    {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ fields }),
    },
  );
  if (!res.ok) throw new Error(`Moving the viewing: ${res.status} ${await res.text()}`);
}

describe('viewings', () => {
  it('when Leo proposes two times and Maya accepts the second, then both see it confirmed live, his calendar file says when and where, and once it is over both say "We met" and his poster card shows "Viewings held: 1"', async () => {
    const leoPage = session.page;
    await signIn(leoPage, leo);
    await leoPage.goto(`/messages/${conversationId}`);
    await visible(thread(leoPage).getByText('could I come and see the room'));

    const { page: mayaPage } = await session.newContext();
    await signIn(mayaPage, maya);
    await mayaPage.goto(`/messages/${conversationId}`);
    await visible(thread(mayaPage).getByText('could I come and see the room'));

    // Leo offers tomorrow at 6 pm (30 minutes) and the day after at 10:30 (45 minutes).
    await leoPage.getByRole('button', { name: 'Propose a viewing' }).click();
    const form = leoPage.getByRole('dialog', { name: 'Propose a viewing' });
    const first = form.getByRole('group', { name: 'Time 1' });
    await first.getByLabel(/^Date/).fill(dayAhead(1));
    await first.getByLabel(/^Start time/).fill('18:00');
    await form.getByRole('button', { name: 'Add another time' }).click();
    const second = form.getByRole('group', { name: 'Time 2' });
    await second.getByLabel(/^Date/).fill(dayAhead(2));
    await second.getByLabel(/^Start time/).fill('10:30');
    await second.getByLabel(/^Length/).selectOption({ label: '45 minutes' });
    await form.getByRole('button', { name: 'Propose', exact: true }).click();
    await visible(state(leoPage, 'Proposed'));

    const [proposal] = await api<Viewing[]>(`/conversations/${conversationId}/viewings`, leo);
    expect(proposal!.slots.map((slot) => wallTime(slot.start))).toEqual(['18:00', '10:30']);

    // Maya sees it without reloading, and takes the second time.
    await visible(state(mayaPage, 'Proposed'));
    await card(mayaPage)
      .getByRole('button', { name: /^Accept / })
      .nth(1)
      .click();

    // Confirmed on both sides, live.
    await visible(state(mayaPage, 'Confirmed'));
    await visible(state(leoPage, 'Confirmed'));
    const [confirmed] = await api<Viewing[]>(`/conversations/${conversationId}/viewings`, leo);
    expect(confirmed!.status).toBe('confirmed');
    expect(confirmed!.confirmedSlot).toBe(1);

    // Leo's calendar file: the listing, the second time, the area; nobody's e-mail.
    const [download] = await Promise.all([
      leoPage.waitForEvent('download'),
      card(leoPage).getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    const properties = parseIcs(ics);
    expect(properties.get('SUMMARY')).toEqual([`Room viewing: ${title}`]);
    expect(properties.get('DTSTART')!.map(icsInstant)).toEqual([confirmed!.slots[1]!.start]);
    expect(properties.get('LOCATION')).toEqual([area]);
    // Nobody's address: no attendee or organizer, no e-mail in any value (the
    // UID is "id@host", as RFC 5545 asks, not an address).
    expect(ics).not.toMatch(/mailto:|ATTENDEE|ORGANIZER/i);
    for (const [name, values] of properties) {
      if (name !== 'UID') expect(values.join('\n')).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    }
    expect(ics).not.toContain(leo.email);
    expect(ics).not.toContain(maya.email);

    // The day after: the viewing ended yesterday (both cards follow it live).
    await moveViewingBack(confirmed!, 3 * DAY);
    await card(leoPage).getByRole('button', { name: 'We met' }).click();
    await visible(card(leoPage).getByText('You said “We met”.'));
    await card(mayaPage).getByRole('button', { name: 'We met' }).click();
    // Both answered: done, and among each side's earlier viewings.
    for (const page of [leoPage, mayaPage]) {
      await page.getByRole('button', { name: 'Show earlier viewings (1)' }).click();
      await visible(state(page, 'Done'));
    }
    await visible(card(mayaPage).getByText('Leo Martin said “We met”.'));

    await mayaPage.goto(`/details/${postId}`);
    await visible(mayaPage.getByText(viewingsHeldText(1)));
  });
});
