// Saved searches and alerts for the demo: Leo's saved search and
// one unread alert for it, pointing at the newest seeded active listing it
// matches (chosen by the API's own matcher, functions/src/saved-searches), in
// the stored shapes the API and the trigger write (the search through the
// API's newSavedSearchDocument, so with its query keys, locationKey included).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ports, root } from './emulator-env.mjs';

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

export const demoSavedSearch = {
  id: 'demo-search-leo-1',
  ownerEmail: 'leo@roomly.dev',
  name: 'Quiet rooms in Brooklyn',
  filters: { location: 'Brooklyn', lifestyle: ['quiet'] },
};

/**
 * [ref, data] writes: the search, and its alert for the newest active listing
 * (not Leo's own) that it matches, if any. `publicListings` maps a listing id to
 * its stored document.
 */
export function demoAlerts(db, uids, publicListings, now) {
  const { newSavedSearchDocument } = compiled('saved-searches/repository.js');
  const { matchesSavedSearch } = compiled('saved-searches/match.js');
  const { locationSearchTerm } = compiled('contract/browse-filters.js');
  const { notificationId } = compiled('saved-searches/stored.js');
  const search = demoSavedSearch;
  const ownerId = uids.get(search.ownerEmail);
  const writes = [
    [
      db.doc(`savedSearches/${search.id}`),
      newSavedSearchDocument(
        ownerId,
        search.name,
        { filters: search.filters, locationTerm: locationSearchTerm(search.filters.location) },
        now,
      ),
    ],
  ];
  const [match] = [...publicListings]
    .filter(([, post]) => post.ownerId !== ownerId && matchesSavedSearch(search.filters, post))
    .sort(([, a], [, b]) => b.createdAt.toMillis() - a.createdAt.toMillis());
  if (match) {
    const [postId, post] = match;
    writes.push([
      db.doc(`notifications/${notificationId(search.id, postId)}`),
      {
        ownerId,
        kind: 'saved-search-match',
        searchId: search.id,
        searchName: search.name,
        postId,
        title: post.title,
        location: post.location,
        rentAmount: post.rentAmount,
        read: false,
        createdAt: now,
      },
    ]);
  }
  return writes;
}

/**
 * Pauses the Functions emulator's background triggers (through the Emulator
 * Hub, as @firebase/rules-unit-testing does) while the seeder writes: otherwise
 * every seeded listing would run the alerts trigger, which would race the
 * seeded alert with alerts of its own (and slow the bench's seeding of
 * thousands). Answers the function that turns them back on. Without a hub or
 * Functions emulator (Firestore and Auth only) there is nothing to pause.
 */
export async function pauseTriggers() {
  const hub = `http://127.0.0.1:${ports.hub}`;
  const toggle = async (action) => {
    try {
      await fetch(`${hub}/functions/${action}`, {
        method: 'PUT',
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // No hub listening: no triggers to pause.
    }
  };
  await toggle('disableBackgroundTriggers');
  return () => toggle('enableBackgroundTriggers');
}
