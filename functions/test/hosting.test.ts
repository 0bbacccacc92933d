// One request through the whole local stack: Hosting emulator rewrite →
// `api` function in the Functions emulator → Firestore emulator.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPosts, resetEmulators } from './helpers';

const hostingUrl = process.env.ROOMLY_HOSTING_URL;

// Set by scripts/test.mjs; absent only when the tests run against bare emulators.
describe.skipIf(!hostingUrl)('through the Hosting emulator', () => {
  beforeAll(async () => {
    await resetEmulators();
    await insertPosts([
      {
        id: 'hostingSmoke1',
        ownerEmail: 'smoke@example.com',
        createdAt: new Date(),
        fields: { title: 'Rewritten to the function' },
      },
    ]);
  });

  it('when /posts is fetched from the Hosting URL, then the function answers with the stored post', async () => {
    // The first call may pay the function's cold start.
    const response = await fetch(`${hostingUrl}/posts?limit=5`, {
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const posts = (await response.json()) as { _id: string; title: string }[];
    expect(posts).toEqual([
      expect.objectContaining({ _id: 'hostingSmoke1', title: 'Rewritten to the function' }),
    ]);

    const detail = await fetch(`${hostingUrl}/posts/hostingSmoke1`);
    expect(await detail.json()).toMatchObject({ _id: 'hostingSmoke1' });
    expect(JSON.stringify(posts)).not.toContain('555-0100');
  }, 60_000);
});
