import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));
/**
 * The web app's layers (bulletproof-react): arrows point from app/ to
 * features/ to the shared folders, never back. A small local rule rather than
 * a plugin: it resolves `@/…` (the web tsconfig's alias) and relative imports
 * itself, so it needs no resolver binaries (eslint-plugin-import-x's are
 * native and not all of them install offline).
 */
function layerOf(file) {
  const path = relative(webSrc, file).split(sep);
  if (path[0] === '..' || path.length < 2) return null;
  if (path[0] === 'features') return { layer: 'features', feature: path[1] };
  return { layer: path[0] };
}

function layerProblem(from, to) {
  if (!from || !to) return null;
  if (from.layer === 'features') {
    if (to.layer === 'app')
      return 'Features may not import app/ (the router, providers, layout, routes).';
    if (to.layer === 'features' && to.feature !== from.feature) {
      return "Features don't import each other: compose them in app/routes, or move the shared piece to components/ or lib/.";
    }
  }
  if (['lib', 'components', 'config'].includes(from.layer)) {
    if (to.layer === 'features')
      return `${from.layer}/ is shared by every feature and may not import one.`;
    if (to.layer === 'app') return `${from.layer}/ may not import app/.`;
  }
  return null;
}

const layers = {
  rules: {
    'no-upward-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = layerOf(context.filename);
        const check = (node) => {
          const source = node.source;
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          const spec = source.value;
          let target;
          if (spec.startsWith('@/')) target = join(webSrc, spec.slice(2));
          else if (spec.startsWith('.')) target = resolve(dirname(context.filename), spec);
          else return;
          const message = layerProblem(from, layerOf(target));
          if (message) context.report({ node: source, message });
        };
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};

const functionsSrc = fileURLToPath(new URL('./functions/src', import.meta.url));
/** Where the API's entry points live: they wire resources together and nothing imports them. */
const FUNCTIONS_ENTRY = new Set(['index.ts', 'index.test.ts', 'app.ts', 'triggers']);
/** Modules the browser can't load: the contract is shared with the web app. */
const SERVER_ONLY = /^(node:|express$|firebase-admin|firebase-functions)/;

/**
 * The API's layers, the web's idea applied to functions/src: entry points
 * (index.ts, app.ts, triggers/) → resources (one folder each: posts,
 * conversations, users, …) → shared middleware/ and lib/ → contract/. Arrows
 * point down only. Resources may use one another's modules; that the
 * resource graph has no cycle is checked by functions/test/import-graph.test.ts
 * (a whole-graph property a per-file rule can't see).
 */
function functionsLayerOf(file) {
  const path = relative(functionsSrc, file).split(sep);
  if (path[0] === '..' || path[0] === '') return null;
  if (FUNCTIONS_ENTRY.has(path[0])) return { layer: 'entry' };
  if (path.length === 1) return { layer: 'entry' };
  if (['lib', 'middleware', 'contract'].includes(path[0])) return { layer: path[0] };
  return { layer: 'resource', resource: path[0] };
}

function functionsLayerProblem(from, to) {
  if (!from || !to) return null;
  if (to.layer === 'entry' && from.layer !== 'entry') {
    return 'Nothing imports the entry points (index.ts, app.ts, triggers/): they import the resources.';
  }
  if (from.layer === 'contract' && to.layer !== 'contract') {
    return 'contract/ is shared with the web app and imports nothing but contract/.';
  }
  if (from.layer === 'lib' && !['lib', 'contract'].includes(to.layer)) {
    return 'lib/ is the shared bottom layer: it imports only lib/ and contract/. Move the shared piece down, or the code up into a resource.';
  }
  if (from.layer === 'middleware' && !['middleware', 'lib', 'contract'].includes(to.layer)) {
    return 'middleware/ is shared by every resource: it imports only middleware/, lib/ and contract/.';
  }
  return null;
}

const importChecks = (check) => ({
  ImportDeclaration: check,
  ImportExpression: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
});

const functionsLayers = {
  rules: {
    'no-upward-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = functionsLayerOf(context.filename);
        return importChecks((node) => {
          const source = node.source;
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          const spec = source.value;
          if (!spec.startsWith('.')) {
            if (from?.layer === 'contract' && SERVER_ONLY.test(spec)) {
              context.report({
                node: source,
                message: `contract/ runs in the browser too: no server-only module ('${spec}').`,
              });
            }
            return;
          }
          const target = resolve(dirname(context.filename), spec);
          const message = functionsLayerProblem(from, functionsLayerOf(target));
          if (message) context.report({ node: source, message });
        });
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.cache/**', 'artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The layers, checked on `@/…` and relative imports alike.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/no-upward-imports': 'error' },
  },
  {
    // The API's layers (functionsLayers above), on relative imports.
    files: ['functions/src/**/*.ts'],
    plugins: { 'functions-layers': functionsLayers },
    rules: { 'functions-layers/no-upward-imports': 'error' },
  },
  {
    // The design card names react-router-dom; in v7 it re-exports react-router,
    // so importing the latter directly would let the two drift apart unnoticed.
    files: ['web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: "Import from 'react-router-dom' (the design card's package).",
            },
          ],
          patterns: [{ group: ['react-router/*'], message: "Import from 'react-router-dom'." }],
        },
      ],
    },
  },
  {
    // Forms take Zod from lib/zod.ts, which turns off its `new Function` probe
    // (the CSP blocks it, and Chrome reports an issue Lighthouse counts).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: "Import from 'react-router-dom' (the design card's package).",
            },
          ],
          patterns: [
            { group: ['react-router/*'], message: "Import from 'react-router-dom'." },
            { regex: '^zod(/.*)?$', message: "Import `z` from '@/lib/zod'." },
          ],
        },
      ],
    },
  },
  {
    // The contract's wire-shape schemas load full zod; the web app takes only
    // their types (it bundles zod/mini, through lib/zod.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@contract/listing-wire', '@contract/user-profile', '@contract/places'].map(
            (name) => ({
              name,
              allowTypeImports: true,
              message: 'A zod schema: import only its types (`import type`) in the web app.',
            }),
          ),
        },
      ],
    },
  },
  {
    // One retry policy for every transaction (lib/transaction.ts says why).
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/transaction.ts', 'functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message:
            'Use runTransaction from lib/transaction.ts: it runs a transaction that lost a race again, on the emulator too.',
        },
      ],
    },
  },
  {
    files: ['functions/**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
