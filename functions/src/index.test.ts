import { getApps } from 'firebase-admin/app';
import { describe, expect, it } from 'vitest';

describe('index', () => {
  it('when the function module is imported, then it exports `api` and starts no Firebase app', async () => {
    const module = await import('./index.js');
    expect(typeof module.api).toBe('function');
    expect(getApps()).toHaveLength(0);
  });
});
