import { getApps } from 'firebase-admin/app';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('index', () => {
  it('when the function module is imported, then it exports `api` and starts no Firebase app', async () => {
    const module = await import('./index.js');
    expect(typeof module.api).toBe('function');
    expect(getApps()).toHaveLength(0);
  });

  it('when the module is imported, then the daily expiry sweep is exported as a scheduled function, still with no Firebase app', async () => {
    const module = await import('./index.js');
    expect(typeof module.sweepExpired).toBe('function');
    // The schedule firebase-functions registers for deployment.
    expect(module.sweepExpired.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every day 03:00',
      timeZone: 'Etc/UTC',
    });
    expect(getApps()).toHaveLength(0);
  });

  it('when the module is imported, then the daily digests (08:00 UTC) and the expiry reminders (09:00 UTC) are scheduled functions, still with no Firebase app', async () => {
    const module = await import('./index.js');
    expect(module.sendDailyDigests.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every day 08:00',
      timeZone: 'Etc/UTC',
    });
    expect(module.queueExpiryReminders.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every day 09:00',
      timeZone: 'Etc/UTC',
    });
    expect(getApps()).toHaveLength(0);
  });

  it('when the module is imported, then the viewing reminders run every hour, still with no Firebase app', async () => {
    const module = await import('./index.js');
    expect(module.remindViewings.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 60 minutes',
    });
    expect(getApps()).toHaveLength(0);
  });

  it('when the module is imported, then the mail sender runs every 5 minutes, still with no Firebase app', async () => {
    const module = await import('./index.js');
    expect(module.deliverDueMail.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 5 minutes',
    });
    expect(getApps()).toHaveLength(0);
  });
});

// The alerts trigger is required only in instances that may run it (index.ts),
// and a require can't load TypeScript, so these run the built module (lib/,
// which `npm test` builds first) in a fresh Node process, as an instance would.
const BUILT = join(__dirname, '..', 'lib', 'index.js');
type Trigger = { eventType: string; eventFilterPathPatterns: Record<string, string> };
function importBuilt(target: string | undefined) {
  const probe = `
    const before = new Set(Object.keys(require.cache));
    const fn = require(${JSON.stringify(BUILT)});
    const loaded = Object.keys(require.cache).filter((k) => !before.has(k));
    console.log(JSON.stringify({
      exports: Object.keys(fn).filter((k) => fn[k] !== undefined).sort(),
      trigger: fn.notifySavedSearches?.__endpoint?.eventTrigger ?? null,
      seekers: fn.notifyMatchingSeekers?.__endpoint?.eventTrigger ?? null,
      posters: fn.notifyMatchingPosters?.__endpoint?.eventTrigger ?? null,
      mail: fn.sendOutboxMail?.__endpoint?.eventTrigger ?? null,
      firestoreClient: loaded.some((k) => k.includes('/node_modules/@google-cloud/firestore/')),
      imageTools: loaded.some((k) => k.includes('/node_modules/sharp/')),
    }));`;
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: 'demo-roomly' };
  delete env.FUNCTION_TARGET;
  if (target) env.FUNCTION_TARGET = target;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', probe], { env, encoding: 'utf8' }).trim(),
  ) as {
    exports: string[];
    trigger: Trigger | null;
    seekers: Trigger | null;
    posters: Trigger | null;
    mail: Trigger | null;
    firestoreClient: boolean;
    imageTools: boolean;
  };
}

describe("the built module in one function's instance (FUNCTION_TARGET)", () => {
  it('when deploy tooling reads it (no target), then every function is exported, the alerts triggers listening to writes of listings and ads', () => {
    const built = importBuilt(undefined);
    expect(built.exports).toEqual([
      'api',
      'deliverDueMail',
      'notifyMatchingPosters',
      'notifyMatchingSeekers',
      'notifySavedSearches',
      'queueExpiryReminders',
      'remindViewings',
      'sendDailyDigests',
      'sendOutboxMail',
      'sweepExpired',
    ]);
    const written = (document: string) => ({
      eventType: 'google.cloud.firestore.document.v1.written',
      eventFilterPathPatterns: { document },
    });
    expect(built.trigger).toMatchObject(written('posts/{postId}'));
    expect(built.seekers).toMatchObject(written('posts/{postId}'));
    expect(built.posters).toMatchObject(written('seekerAds/{adId}'));
  });

  it("when the instance serves the API, then the alerts trigger isn't defined and Firestore's client isn't loaded at import", () => {
    const built = importBuilt('api');
    expect(built.exports).toEqual([
      'api',
      'deliverDueMail',
      'queueExpiryReminders',
      'remindViewings',
      'sendDailyDigests',
      'sweepExpired',
    ]);
    expect(built.firestoreClient).toBe(false);
    expect(built.imageTools).toBe(false);
  });

  it('when the instance serves the alerts trigger, then it is defined', () => {
    const built = importBuilt('notifySavedSearches');
    expect(built.trigger).toMatchObject({
      eventFilterPathPatterns: { document: 'posts/{postId}' },
    });
  });

  it('when the instance serves a match trigger, then only that trigger is defined beside the API and the sweep', () => {
    const built = importBuilt('notifyMatchingPosters');
    expect(built.exports).toEqual([
      'api',
      'deliverDueMail',
      'notifyMatchingPosters',
      'queueExpiryReminders',
      'remindViewings',
      'sendDailyDigests',
      'sweepExpired',
    ]);
    expect(built.posters).toMatchObject({
      eventFilterPathPatterns: { document: 'seekerAds/{adId}' },
    });
  });

  it('when the instance serves the mail sender, then its trigger listens to new outbox documents', () => {
    const built = importBuilt('sendOutboxMail');
    expect(built.exports).toContain('sendOutboxMail');
    expect(built.mail).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'outbox/{key}' },
    });
  });
});
