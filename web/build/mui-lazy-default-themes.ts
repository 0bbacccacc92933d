// Vite plugin: Material UI's fallback themes are made when first read, not
// as its modules load.
//
// Some of Material UI's modules make a theme as they are evaluated
// (`const defaultTheme = createTheme();`) for components rendered outside any
// ThemeProvider. Roomly renders everything inside its own (app/theme), so
// those themes are never read, yet making them was about a quarter of
// evaluating Material UI's chunk, a long task on every page (measured in a
// CPU profile at 4× slowdown). Here each becomes a stand-in that makes its
// theme the first time anything reads it, so a component outside the
// provider still gets the same theme as before.
import type { Plugin } from 'vite';

const MUI_MODULE = /[\\/]node_modules[\\/]@mui[\\/](?:material|system)[\\/].*\.m?js$/;
/** A module-level default theme: `const defaultTheme = createTheme();`. */
const DEFAULT_THEME = /^((?:export )?const \w+ = )(createTheme\(\));$/gm;

const HELPER_ID = '\0roomly-lazy-default-theme';
/** The stand-in: a proxy that makes the theme on its first read and forwards everything to it. */
const HELPER = `
export function lazyDefaultTheme(create) {
  let theme;
  const real = () => (theme ??= create());
  return new Proxy({}, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may only report a property of its (empty) target as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
`;

/** `code` with each module-level default theme made lazily; `count` says how many. */
export function lazyDefaultThemes(code: string): { code: string; count: number } {
  let count = 0;
  const out = code.replace(DEFAULT_THEME, (_, declaration: string, call: string) => {
    count += 1;
    return `${declaration}/* @__PURE__ */ lazyDefaultTheme(() => ${call});`;
  });
  return count === 0
    ? { code, count }
    : { code: `import { lazyDefaultTheme } from '${HELPER_ID}';\n${out}`, count };
}

export function muiLazyDefaultThemes(): Plugin {
  let muiModules = 0;
  let made = 0;
  return {
    name: 'roomly:mui-lazy-default-themes',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === HELPER_ID ? HELPER_ID : null),
    load: (id) => (id === HELPER_ID ? HELPER : null),
    transform(code, id) {
      if (!MUI_MODULE.test(id)) return null;
      muiModules += 1;
      const result = lazyDefaultThemes(code);
      made += result.count;
      return result.count === 0 ? null : { code: result.code, map: null };
    },
    buildEnd(error) {
      // A Material UI release that makes its default themes some other way
      // would silently bring the cost back.
      if (!error && muiModules > 0 && made === 0) {
        this.error(
          "Material UI's modules no longer make their default themes as web/build/mui-lazy-default-themes.ts expects: update that plugin",
        );
      }
    },
  };
}
