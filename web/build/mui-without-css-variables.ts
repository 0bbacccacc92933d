// Vite plugin: leaves Material UI's CSS-variables theme out of the build.
// `createTheme` and `ThemeProvider` (@mui/material/styles) import it
// unconditionally, but use it only for themes made with `cssVariables` or
// `colorSchemes`, which app/theme/theme.ts does not make (a test checks):
// about 7 KB gzip of the first load that would never run. Should a theme ever
// use them, the stubs throw at once, saying to remove this plugin.
import type { Plugin } from 'vite';

const MESSAGE =
  "Material UI's CSS-variables theme is left out of this build (web/build/mui-without-css-variables.ts): remove that plugin to use cssVariables or colorSchemes";

const STYLES_DIR = /@mui[\\/]material[\\/]styles[\\/]/;

/** In `importer` (a file of @mui/material/styles), `source` becomes `code`. */
export const STUBS = [
  {
    importer: 'createTheme.mjs',
    source: './createThemeWithVars.mjs',
    code: `export default function createThemeWithVars() { throw new Error(${JSON.stringify(MESSAGE)}); }`,
  },
  {
    importer: 'ThemeProvider.mjs',
    source: './ThemeProviderWithVars.mjs',
    code: `export function CssVarsProvider() { throw new Error(${JSON.stringify(MESSAGE)}); }`,
  },
];

const PREFIX = '\0roomly-mui-stub:';

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'roomly:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = STUBS.findIndex(
        (stub) =>
          stub.source === source &&
          importer !== undefined &&
          STYLES_DIR.test(importer) &&
          importer.endsWith(stub.importer),
      );
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? STUBS[Number(id.slice(PREFIX.length))]!.code : null;
    },
  };
}
