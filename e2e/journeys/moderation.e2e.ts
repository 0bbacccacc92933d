// Reports and moderation: three members report a listing (the first
// through the details page, the others through the API) → it leaves browse and
// its details say it is being reviewed → a moderator restores it from
// /moderation (reached through the user menu) → it is back on browse. Axe on
// /moderation and its Remove dialog in both themes.
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorRest } from '../../scripts/lib/emulator-rest.mjs';
import { accountButton, hidden, signIn, tableTitles, toast, visible } from '../support/app';
import { seriousViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import {
  api,
  createListing,
  createUser,
  ESTABLISHED,
  resetEmulators,
  type TestUser,
} from '../support/emulators';
import { authHost, projectId } from '../support/env';

const TITLE = 'Loft above the bakery';
const CONTROL = 'Quiet room by the river';

let owner: TestUser;
let reporters: TestUser[];
let moderator: TestUser;
let postId: string;

/** The `moderator: true` claim, set as `npm run moderator -- add` does (admin API). */
async function grantModerator(user: TestUser) {
  await emulatorRest({ authHost, projectId }).updateAccount(user.uid, {
    customAttributes: JSON.stringify({ moderator: true }),
  });
}

beforeEach(async () => {
  await resetEmulators();
  owner = await createUser('poster@e2e.roomly.dev', 'Paula Poster');
  reporters = await Promise.all(
    ['rita', 'rafa', 'remy'].map((name) =>
      createUser(`${name}@e2e.roomly.dev`, `${name} R`, undefined, ESTABLISHED),
    ),
  );
  moderator = await createUser('mod@e2e.roomly.dev', 'Mo Moderator');
  await grantModerator(moderator);
  postId = await createListing(owner, { title: TITLE });
  await createListing(owner, { title: CONTROL });
});

describe('reporting and moderating a listing', () => {
  const session = useBrowser();

  it('when three members report a listing, then it leaves browse and shows as being reviewed; a moderator restores it and it is back', async () => {
    const { page } = session;
    await signIn(page, reporters[0]!);
    await page.goto(`/details/${postId}`);
    await visible(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Report listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report listing' });
    await visible(dialog);
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Wants a deposit first');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(page, "Thanks, we'll review this listing");

    for (const reporter of reporters.slice(1)) {
      await api(`/posts/${postId}/report`, reporter, { method: 'POST', body: { reason: 'spam' } });
    }

    await page.goto('/browse-listings');
    await visible(page.getByText('1 listing found', { exact: true }));
    expect(await tableTitles(page)).toEqual([CONTROL]);
    await page.goto(`/details/${postId}`);
    await visible(page.getByText('This listing is being reviewed'));
    expect(await page.getByText(TITLE).count()).toBe(0);

    await accountButton(page, 'rita R').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    // Members don't see the menu item; the moderator does (the claim is in their token).
    await signIn(page, moderator);
    await accountButton(page, 'Mo Moderator').click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await page.waitForURL('**/moderation');
    const item = page.getByRole('article', { name: TITLE });
    await visible(item);
    await visible(item.getByText('Wants a deposit first'));
    await visible(item.getByText(/3 open reports/));
    await item.getByRole('button', { name: `Restore ${TITLE}` }).click();
    await toast(page, `“${TITLE}” is restored`);
    await hidden(item);

    await page.goto('/browse-listings');
    await visible(page.getByText('2 listings found', { exact: true }));
    expect((await tableTitles(page)).sort()).toEqual([TITLE, CONTROL].sort());
  });

  it('when a member without the claim opens /moderation, then it is "Page not found" and the menu has no Moderation', async () => {
    const { page } = session;
    await signIn(page, reporters[1]!);
    await page.goto('/moderation');
    await visible(page.getByRole('heading', { name: 'Page not found' }));
    await accountButton(page, 'rafa R').click();
    await visible(page.getByRole('menuitem', { name: 'Messages' }));
    expect(await page.getByRole('menuitem', { name: 'Moderation' }).count()).toBe(0);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  describe(`/moderation in the ${scheme} theme`, () => {
    const session = useBrowser({ colorScheme: scheme });

    it('when the queue and the Remove dialog are checked with axe, then neither has a serious or critical violation', async () => {
      const { page } = session;
      await api(`/posts/${postId}/report`, reporters[0]!, {
        method: 'POST',
        body: { reason: 'misleading', note: 'The photos show another flat' },
      });
      await signIn(page, moderator);
      await page.goto('/moderation');
      await visible(page.getByRole('article', { name: TITLE }));
      await page.waitForLoadState('networkidle');
      const found = (await seriousViolations(page)).map((line) => `queue: ${line}`);

      await page.getByRole('button', { name: `Remove ${TITLE}` }).click();
      await visible(page.getByRole('dialog', { name: `Remove “${TITLE}”?` }));
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1',
      );
      for (const line of await seriousViolations(page)) found.push(`dialog: ${line}`);
      expect(found).toEqual([]);
    });
  });
}
