import { getApps } from 'firebase-admin/app';
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
    // The schedule firebase-functions registers for deployment (issue 12).
    expect(module.sweepExpired.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every day 03:00',
      timeZone: 'Etc/UTC',
    });
    expect(getApps()).toHaveLength(0);
  });

  it('when the module is imported, then the saved-search alerts trigger listens to writes of posts/{postId}, still with no Firebase app', async () => {
    const module = await import('./index.js');
    expect(typeof module.notifySavedSearches).toBe('function');
    // What firebase-functions registers for deployment and the emulator (issue 13).
    expect(module.notifySavedSearches.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.written',
      eventFilterPathPatterns: { document: 'posts/{postId}' },
    });
    expect(getApps()).toHaveLength(0);
  });
});
