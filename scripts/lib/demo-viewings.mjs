// Viewings for the demo, in the stored shape the API writes
// (functions/src/viewings/repository.ts), with the lines it adds to the
// threads: in the thread where Leo asked about Maya's room he proposed
// Saturday at 11 or Sunday afternoon and she accepted Saturday (confirmed,
// upcoming); in the thread where Maya asked about Leo's room she came to see
// it yesterday at 6 pm and both said "We met" (done), so his listing's poster
// card shows "Viewings held: 1" (posterStats, which only the API writes).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A module of the compiled API (functions/lib), built first if this copy's build predates it. */
function compiled(path) {
  const file = join(root, 'functions', 'lib', path);
  if (!existsSync(file)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return createRequire(import.meta.url)(file);
}

/** The demo cities' time zones (demo-data.mjs's CITIES): a listing's zone from its location. */
const ZONES = {
  'Brooklyn, NY': 'America/New_York',
  'Austin, TX': 'America/Chicago',
  'San Francisco, CA': 'America/Los_Angeles',
  'Chicago, IL': 'America/Chicago',
  'Seattle, WA': 'America/Los_Angeles',
  'Boston, MA': 'America/New_York',
};

export const zoneOf = (location) =>
  Object.entries(ZONES).find(([city]) => location.endsWith(city))?.[1] ?? 'America/New_York';

/** The wall-clock day `at` falls on in `timeZone`: "2026-11-28" and its weekday (0 = Sunday). */
function localDay(at, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday };
}

/** The first `weekday` at least `minDays` ahead of `now`, as a wall-clock day in `timeZone`. */
function nextWeekday(now, weekday, minDays, timeZone) {
  for (let ahead = minDays; ; ahead++) {
    const day = localDay(now + ahead * DAY, timeZone);
    if (day.weekday === weekday) return day.date;
  }
}

/**
 * The demo's viewings, before any uid is known: which listing and seeker,
 * who proposed, the slots as instants (ms), and the lines the API adds to
 * the thread when a viewing is proposed and accepted ([email, text, minutes
 * ago, 'viewing'], demoConversations adds them to the thread). `demoListings` as
 * buildDemoListings makes them (the first listing of each demo account is
 * active: demo-lifecycle.mjs).
 */
export function demoViewingPlan(demoListings, now = Date.now()) {
  const { wallTimeToInstant, slotLabel } = compiled('viewings/slots.js');
  const { VIEWING_MESSAGES } = compiled('contract/viewings.js');
  const slot = (date, time, minutes, timeZone) => {
    const start = wallTimeToInstant(date, time, timeZone).getTime();
    return { start, end: start + minutes * 60_000, minutes };
  };
  const minutesAgo = (m) => now - m * 60_000;
  const postOf = (email) => demoListings.find((p) => p.ownerEmail === email);
  const plan = [];

  // Maya's room in Brooklyn: she asked "Saturday at 11?", Leo proposed that
  // and Sunday afternoon, she accepted Saturday (he hasn't read it yet).
  const mayas = postOf('maya@roomly.dev');
  if (mayas) {
    const timeZone = zoneOf(mayas.fields.location);
    const saturday = nextWeekday(now, 6, 2, timeZone);
    const sunday = localDay(Date.parse(`${saturday}T12:00:00Z`) + DAY, 'UTC').date;
    const slots = [slot(saturday, '11:00', 30, timeZone), slot(sunday, '14:30', 30, timeZone)];
    plan.push({
      id: 'demo-viewing-upcoming',
      post: mayas,
      seekerEmail: 'leo@roomly.dev',
      proposerEmail: 'leo@roomly.dev',
      slots,
      timeZone,
      note: 'I can come by bike, so any time works.',
      status: 'confirmed',
      confirmedSlot: 0,
      met: false,
      createdAt: minutesAgo(20),
      updatedAt: minutesAgo(12),
      lines: [
        ['leo@roomly.dev', VIEWING_MESSAGES.proposed, 20, 'viewing'],
        [
          'maya@roomly.dev',
          VIEWING_MESSAGES.accepted(slotLabel(new Date(slots[0].start), timeZone)),
          12,
          'viewing',
        ],
      ],
    });
  }

  // Leo's room in Austin: Maya proposed yesterday at 6 pm two days ago, he
  // accepted, she came, and both said "We met".
  const leos = postOf('leo@roomly.dev');
  if (leos) {
    const timeZone = zoneOf(leos.fields.location);
    const held = slot(localDay(now - DAY, timeZone).date, '18:00', 30, timeZone);
    plan.push({
      id: 'demo-viewing-past',
      post: leos,
      seekerEmail: 'maya@roomly.dev',
      proposerEmail: 'maya@roomly.dev',
      slots: [held],
      timeZone,
      note: '',
      status: 'done',
      confirmedSlot: 0,
      met: true,
      createdAt: minutesAgo(3000),
      // Both answered within the hour after it ended (or by now).
      updatedAt: Math.min(now, held.end + HOUR),
      lines: [
        ['maya@roomly.dev', VIEWING_MESSAGES.proposed, 3000, 'viewing'],
        [
          'leo@roomly.dev',
          VIEWING_MESSAGES.accepted(slotLabel(new Date(held.start), timeZone)),
          2940,
          'viewing',
        ],
      ],
    });
  }
  return plan;
}

/**
 * [ref, data] writes: each planned viewing as the API stores it, and the
 * poster stats the "We met" answers made (posterStats/{uid}.viewingsHeld).
 */
export function demoViewingWrites(db, plan, uids, Timestamp) {
  const at = (ms) => Timestamp.fromMillis(ms);
  const held = new Map();
  const writes = plan.map((viewing) => {
    const ownerId = uids.get(viewing.post.ownerEmail);
    const seekerId = uids.get(viewing.seekerEmail);
    const chosen = viewing.slots[viewing.confirmedSlot];
    if (viewing.met) held.set(ownerId, (held.get(ownerId) ?? 0) + 1);
    return [
      db.doc(`viewings/${viewing.id}`),
      {
        conversationId: `${viewing.post.id}_${seekerId}`,
        postId: viewing.post.id,
        postTitle: viewing.post.fields.title,
        area: viewing.post.fields.location,
        ownerId,
        seekerId,
        participants: [ownerId, seekerId],
        proposedBy: uids.get(viewing.proposerEmail),
        slots: viewing.slots.map(({ start, end, minutes }) => ({
          start: at(start),
          end: at(end),
          minutes,
        })),
        timeZone: viewing.timeZone,
        mode: 'in-person',
        videoLink: '',
        note: viewing.note,
        status: viewing.status,
        confirmedSlot: viewing.confirmedSlot,
        start: at(chosen.start),
        end: at(chosen.end),
        pastAt: at(chosen.end),
        cancelReason: '',
        cancelledBy: null,
        replacedBy: null,
        outcomes: viewing.met ? { [ownerId]: 'met', [seekerId]: 'met' } : {},
        // The reminder job's flag: the upcoming one is reminded the day before.
        reminded: viewing.status === 'done',
        heldCounted: viewing.met,
        createdAt: at(viewing.createdAt),
        updatedAt: at(viewing.updatedAt),
      },
    ];
  });
  for (const [uid, viewingsHeld] of held) {
    writes.push([db.doc(`posterStats/${uid}`), { viewingsHeld }]);
  }
  return writes;
}
