// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { appendInTasks, preloadLinksInTasks } from './preload-links-in-tasks';

const fixture = mkdtempSync(join(tmpdir(), 'roomly-preload-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** Builds a page whose entry imports a chunk that has a dependency of its own (so Vite preloads it). */
async function buildFixture(plugins: ReturnType<typeof preloadLinksInTasks>[]): Promise<string> {
  writeFileSync(
    join(fixture, 'index.html'),
    '<!doctype html><script type="module" src="./main.js"></script>',
  );
  writeFileSync(join(fixture, 'main.js'), "window.open = () => import('./page.js');");
  writeFileSync(join(fixture, 'page.js'), "import { part } from './part.js'; export default part;");
  writeFileSync(join(fixture, 'part.js'), 'export const part = () => 1;');
  const output = (await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, modulePreload: { polyfill: false } },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
}

describe('preloadLinksInTasks', () => {
  it("when a build has dynamic imports, then Vite's helper appends each preload link from its own task", async () => {
    const withPlugin = await buildFixture([preloadLinksInTasks()]);
    expect(withPlugin).toContain('setTimeout(() => document.head.appendChild(link))');

    // The control: without the plugin the helper appends them all at once.
    const without = await buildFixture([]);
    expect(without).toContain('document.head.appendChild(link);');
    expect(without).not.toContain('setTimeout(() => document.head.appendChild(link))');
  });

  it('when the helper no longer looks as expected, then the build fails saying so', () => {
    expect(() => appendInTasks('export const nothing = 1;')).toThrow(/update or remove/);
  });
});
