import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { emotionStylesInRender, insertInRender } from './emotion-styles-in-render';

const require = createRequire(import.meta.url);
const packageDir = dirname(
  require.resolve('@emotion/use-insertion-effect-with-fallbacks/package.json'),
);
// What a browser build resolves the package to (its "browser" → "module" export).
const BROWSER_MODULE = join(
  packageDir,
  'dist',
  'emotion-use-insertion-effect-with-fallbacks.browser.esm.js',
);

type Hooks = { useInsertionEffectAlwaysWithSyncFallback: (create: () => void) => void };

// Beside the packages, where the test runner loads modules as Node does.
const scratchRoot = join(dirname(require.resolve('react/package.json')), '..', '.cache');
mkdirSync(scratchRoot, { recursive: true });
const scratch = mkdtempSync(join(scratchRoot, 'roomly-emotion-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Loads `code` as the module, with its `react` import pointing at the app's React. */
async function load(code: string, name: string): Promise<Hooks> {
  const file = join(scratch, `${name}.mjs`);
  writeFileSync(
    file,
    code.replace(/from 'react'/, `from ${JSON.stringify(require.resolve('react'))}`),
  );
  return (await import(/* @vite-ignore */ file)) as Hooks;
}

describe('emotionStylesInRender', () => {
  it('when emotion would insert a rule outside a render, then as built it inserts it at once, as installed it cannot', async () => {
    const installed = readFileSync(BROWSER_MODULE, 'utf8');
    const built = await load(insertInRender(installed, BROWSER_MODULE), 'built');
    const insert = vi.fn();
    built.useInsertionEffectAlwaysWithSyncFallback(insert);
    expect(insert).toHaveBeenCalledTimes(1);

    // The control: as installed, the hook is React's useInsertionEffect, which
    // runs its callback only in a commit (and can't be called outside a component).
    const asInstalled = await load(installed, 'installed');
    const never = vi.fn();
    const reactWarning = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => asInstalled.useInsertionEffectAlwaysWithSyncFallback(never)).toThrow();
    reactWarning.mockRestore();
    expect(never).not.toHaveBeenCalled();
  });

  it('when the build loads the package, then only its module is changed, and a changed package fails the build', () => {
    const plugin = emotionStylesInRender();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform('var x = 1;', '/app/src/main.tsx')).toBeNull();
    expect(transform(readFileSync(BROWSER_MODULE, 'utf8'), BROWSER_MODULE)!.code).toContain(
      'var useInsertionEffectAlwaysWithSyncFallback = syncFallback;',
    );
    expect(() => transform('export const x = 1;', BROWSER_MODULE)).toThrow(/update or remove/);
  });
});
