import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createAppTheme } from '../src/app/theme/theme';
import { muiWithoutCssVariables, STUBS } from './mui-without-css-variables';

const plugin = muiWithoutCssVariables();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const stylesDir = dirname(createRequire(import.meta.url).resolve('@mui/material/styles'));

describe('muiWithoutCssVariables', () => {
  it('when createTheme or ThemeProvider import the CSS-variables parts, then they get the stubs', () => {
    for (const { importer, source } of STUBS) {
      const file = join(stylesDir, importer);
      const id = resolveId(source, file);
      expect(id).not.toBeNull();
      expect(load(id!)).toMatch(/throw new Error\(.*remove that plugin/);
      // Still how Material UI imports them: otherwise the plugin no longer saves anything.
      expect(readFileSync(file, 'utf8')).toContain(`from "${source}"`);
    }
  });

  it('when anything else imports them, then it gets the real module', () => {
    expect(resolveId('./createThemeWithVars.mjs', join(stylesDir, 'index.mjs'))).toBeNull();
    expect(resolveId('./createTheme.mjs', join(stylesDir, 'ThemeProvider.mjs'))).toBeNull();
  });

  it('when the app makes its themes, then they never need the CSS-variables parts', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme(mode);
      // createTheme took its no-variables path, and ThemeProvider will too.
      expect('colorSchemes' in theme).toBe(false);
      expect(theme.vars).toBeUndefined();
    }
  });
});
