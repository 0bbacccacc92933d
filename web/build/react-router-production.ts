// Vite plugin: React Router's production build, trimmed so the bundler can
// drop the components the app never uses.
//
// React Router 7's package resolves to its development build everywhere (its
// exports have no production condition); the production build is the same code
// with its development warnings switched off, so the minifier drops them.
// Production builds use it (tests keep the warnings).
//
// That build still names each component and context at the top level
// (`Form.displayName = "Form"`), and creates them with calls the bundler can't
// prove pure (`React.forwardRef(…)`). Either one keeps an unused component and
// everything it calls: the data router's `<Form>`, `<NavLink>`,
// `<ScrollRestoration>` and their submission helpers were 1.9 KB gzip of the
// app chunk every page loads. The names only label React DevTools' tree.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;
const REACT_FACTORY = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/** The module's code without its top-level display names, its React factories marked pure. */
export function trimForTreeShaking(code: string): { code: string; trimmed: number } {
  let trimmed = 0;
  const out = code
    .replace(DISPLAY_NAME, () => {
      trimmed += 1;
      return '';
    })
    .replace(REACT_FACTORY, (_, assign: string, call: string) => {
      trimmed += 1;
      return `${assign}/* @__PURE__ */ ${call}`;
    });
  return { code: out, trimmed };
}

export function reactRouterProduction(): Plugin {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development
    .replace(/[\\/]development[\\/]/, '/production/')
    .replace(/\.js$/, '.mjs');
  const productionDir = production.replace(/[\\/][^\\/]+$/, '').replace(/\\/g, '/');
  let transformed = false;
  let trimmed = 0;
  return {
    name: 'roomly:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
    transform(code, id) {
      if (!id.replace(/\\/g, '/').startsWith(`${productionDir}/`)) return null;
      transformed = true;
      const result = trimForTreeShaking(code);
      trimmed += result.trimmed;
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      // A React Router release that names or creates its components some
      // other way would silently bring them all back.
      if (!error && transformed && trimmed === 0) {
        this.error(
          "React Router's production build no longer looks as web/build/react-router-production.ts expects (no display names or React factories to trim): update that plugin",
        );
      }
    },
  };
}
