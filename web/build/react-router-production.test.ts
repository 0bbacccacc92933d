// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { reactRouterProduction, trimForTreeShaking } from './react-router-production';

const fixture = mkdtempSync(join(tmpdir(), 'roomly-react-router-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const reactRouterDom = join(
  dirname(createRequire(import.meta.url).resolve('react-router-dom/package.json')),
  'dist/index.mjs',
);

/** Builds a page that uses `names` from react-router-dom; returns its code, unminified. */
async function buildUsing(names: string[]): Promise<string> {
  writeFileSync(
    join(fixture, 'index.html'),
    '<!doctype html><script type="module" src="./main.js"></script>',
  );
  writeFileSync(
    join(fixture, 'main.js'),
    `import { ${names.join(', ')} } from 'react-router-dom'; window.used = [${names.join(', ')}];`,
  );
  const output = (await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins: [reactRouterProduction()],
    resolve: { alias: { 'react-router-dom': reactRouterDom } },
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput;
  return output.output
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
}

describe('reactRouterProduction', () => {
  it('when a build uses only the router and links, then the data router’s form and its helpers are left out', async () => {
    const code = await buildUsing(['BrowserRouter', 'Link']);
    expect(code).toContain('function useLinkClickHandler');
    expect(code).not.toContain('function useSubmit');
    expect(code).not.toContain('multipart/form-data');
    expect(code).not.toMatch(/\.displayName = "/);
  });

  it('when a build uses the form, then it is there', async () => {
    const code = await buildUsing(['BrowserRouter', 'Link', 'Form']);
    expect(code).toContain('function useSubmit');
  });

  it('when a module has display names and React factories, then the names go and the factories are marked pure', () => {
    const { code, trimmed } = trimForTreeShaking(
      'var Form = React10.forwardRef(render);\nForm.displayName = "Form";\nvar Ctx = React.createContext(null);',
    );
    expect(trimmed).toBe(3);
    expect(code).toBe(
      'var Form = /* @__PURE__ */ React10.forwardRef(render);\n\nvar Ctx = /* @__PURE__ */ React.createContext(null);',
    );
  });

  it('when React Router’s build has nothing left to trim, then the build fails saying so', () => {
    const plugin = reactRouterProduction();
    const production = (plugin.resolveId as (source: string) => string)('react-router');
    const transform = plugin.transform as (code: string, id: string) => unknown;
    transform('export const nothing = 1;', join(dirname(production), 'chunk-NEW.mjs'));
    const buildEnd = plugin.buildEnd as (this: { error(message: string): never }) => void;
    expect(() =>
      buildEnd.call({
        error(message: string): never {
          throw new Error(message);
        },
      }),
    ).toThrow(/update that plugin/);
  });
});
