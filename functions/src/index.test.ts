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
});
