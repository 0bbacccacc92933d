// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { lazyDefaultThemes, muiLazyDefaultThemes } from './mui-lazy-default-themes';

const fixture = mkdtempSync(join(tmpdir(), 'roomly-mui-themes-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** Material UI's own default theme module (not in its package's exports). */
const DEFAULT_THEME = join(
  dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'styles/defaultTheme.mjs',
);

/**
 * Builds a module that loads Material UI's default theme and counts the
 * palettes made (createPalette runs once per theme); returns its path.
 */
async function buildFixture(): Promise<string> {
  writeFileSync(
    join(fixture, 'main.js'),
    [
      `import defaultTheme from ${JSON.stringify(DEFAULT_THEME)};`,
      'export const madeOnLoad = globalThis.palettesMade ?? 0;',
      'export { defaultTheme };',
    ].join('\n'),
  );
  const output = (await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      muiLazyDefaultThemes(),
      {
        // Counts each theme made, without changing what Material UI does.
        name: 'count-palettes',
        transform: (code, id) =>
          /createPalette\.m?js$/.test(id)
            ? code.replace(
                /export default function createPalette\((\w+)\) \{/,
                (head) => `${head} globalThis.palettesMade = (globalThis.palettesMade ?? 0) + 1;`,
              )
            : null,
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: join(fixture, 'main.js'), formats: ['es'], fileName: 'main' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = [output]
    .flat()
    .flatMap((result) => result.output)
    .find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry)!;
  expect(chunk.code).toContain('globalThis.palettesMade');
  const path = join(fixture, `main-${Date.now()}.mjs`);
  writeFileSync(path, chunk.code);
  return path;
}

describe('muiLazyDefaultThemes', () => {
  it('when Material UI is built with it, then loading makes no theme, and the first read makes the same theme as before, once', async () => {
    const built = (await import(pathToFileURL(await buildFixture()).href)) as {
      madeOnLoad: number;
      defaultTheme: Record<string, unknown> & { palette: { primary: { main: string } } };
    };
    const g = globalThis as { palettesMade?: number };
    expect(built.madeOnLoad).toBe(0);
    expect(g.palettesMade ?? 0).toBe(0);

    const { createTheme } = await import('@mui/material/styles');
    const reference = createTheme();
    expect(built.defaultTheme.palette.primary.main).toBe(reference.palette.primary.main);
    expect(g.palettesMade).toBe(1);
    expect(Object.keys(built.defaultTheme)).toEqual(Object.keys(reference));
    expect('breakpoints' in built.defaultTheme).toBe(true);
    expect({ ...built.defaultTheme }.spacing).toBe(built.defaultTheme.spacing);
    expect(g.palettesMade).toBe(1);
  });

  it('when a module makes a default theme as it loads, then it is made on first read instead', () => {
    const { code, count } = lazyDefaultThemes(
      [
        "import createTheme from './createTheme.mjs';",
        'const defaultTheme = createTheme();',
        'export const systemDefaultTheme = createTheme();',
        'const custom = createTheme({ spacing: 4 });',
      ].join('\n'),
    );
    expect(count).toBe(2);
    expect(code).toContain(
      'const defaultTheme = /* @__PURE__ */ lazyDefaultTheme(() => createTheme());',
    );
    expect(code).toContain(
      'export const systemDefaultTheme = /* @__PURE__ */ lazyDefaultTheme(() => createTheme());',
    );
    expect(code).toContain('const custom = createTheme({ spacing: 4 });');
    expect(code.startsWith("import { lazyDefaultTheme } from '\0roomly-lazy-default-theme';")).toBe(
      true,
    );
  });

  it('when no Material UI module makes a default theme any more, then the build fails and says to update the plugin', () => {
    const plugin = muiLazyDefaultThemes();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    const buildEnd = plugin.buildEnd as (this: { error: (m: string) => never }, e?: Error) => void;
    transform('export const x = 1;', '/app/node_modules/@mui/material/Button/Button.mjs');
    expect(() =>
      buildEnd.call({
        error: (message: string) => {
          throw new Error(message);
        },
      }),
    ).toThrow(
      /no longer make their default themes as web\/build\/mui-lazy-default-themes\.ts expects/,
    );
  });
});
