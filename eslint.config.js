import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));
const features = readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (bulletproof-react): arrows point from app/ to
 * features/ to the shared folders, never back. `target` may not import `from`.
 */
const layerZones = [
  ...features.map((name) => ({
    target: `./features/${name}`,
    from: './features',
    except: [`./${name}`],
    message: `Features don't import each other: compose them in app/routes, or move the shared piece to components/ or lib/.`,
  })),
  {
    target: './features',
    from: './app',
    message: 'Features may not import app/ (the router, providers, layout, routes).',
  },
  ...['lib', 'components', 'config'].flatMap((shared) => [
    {
      target: `./${shared}`,
      from: './features',
      message: `${shared}/ is shared by every feature and may not import one.`,
    },
    { target: `./${shared}`, from: './app', message: `${shared}/ may not import app/.` },
  ]),
];

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
    // The layers, checked on resolved files: `@/…` aliases (through the web
    // tsconfig's paths) and relative paths alike.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: fileURLToPath(new URL('./web/tsconfig.json', import.meta.url)) },
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: layerZones }],
    },
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
    files: ['functions/**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
