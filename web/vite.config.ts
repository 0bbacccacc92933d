/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { checkBuildEnv, EMULATOR_MODE } from './build/check-build-env';
import { emulatorTestFiles, TEST_FILES } from './build/emulator-test-files';
import { deferAppScript } from './build/defer-app-script';
import { emotionStylesInRender } from './build/emotion-styles-in-render';
import { firstPaint } from './build/first-paint';
import { hostingHeaders } from './build/hosting-headers';
import { muiLazyDefaultThemes } from './build/mui-lazy-default-themes';
import { muiWithoutCssVariables } from './build/mui-without-css-variables';
import { preloadLinksInTasks } from './build/preload-links-in-tasks';
import { reactRouterProduction } from './build/react-router-production';

// In `npm run dev` the API lives behind the Hosting emulator, exactly as in production.
const apiTarget = process.env.ROOMLY_HOSTING_URL ?? 'http://127.0.0.1:5050';
// `/moderation/` with the slash: the page `/moderation` is the app's, its API is under it (issue 12).
const apiPaths = [
  '/posts',
  '/users',
  '/conversations',
  '/moderation/',
  '/api',
  '/seeker-ads',
  '/mail/',
  // The API's viewings; the page is /my-viewings, which this prefix doesn't match.
  '/viewings',
  // Uploaded photos' files and uploads (no page has this path).
  '/photos',
  // The place search and the map's place names (no page has this path).
  '/places',
];
const webDir = fileURLToPath(new URL('.', import.meta.url));
// Read once: the two test projects split the files by it.
const emulatorFiles = emulatorTestFiles();

// The mode whose `.env.emulator` holds the Emulator Suite's settings (project
// demo-roomly, the Auth emulator's URL): `npm run dev`, the emulator builds
// (scripts/lib/build.mjs) and the unit tests use it; a plain `vite build`
// (mode production) never sees those values, and refuses them
// (build/check-build-env.ts).

// Material UI and what it is made of, for the `mui` chunk below…
const MUI_CORE =
  /node_modules[\\/](@mui|@emotion|stylis|react-is|clsx|hoist-non-react-statics|react-transition-group|@babel)[\\/]/;
// …except the overlays, menus, lists and progress indicators, which no page
// shows at first (menus and selects share List; enough pages use them that the
// share count alone would put them in, and the home page would pay for them),
// and the form fields (TextField and its parts), which the home page never
// shows: once a twelfth page had a form (issue 13), they and the Select, Menu
// and Popover they import joined the chunk, 20 KB gzip more for the home page.
// Skeleton too: the home page shows it only with the (lazy) cards, and once the
// details page's dialogs and likers loaded on demand (their own chunks), it
// reached the share count and added 0.8 KB to what / needs before it responds.
// Dialogs likewise: no page opens one at first, and once enough pages had one
// (the viewings' propose, decline and cancel dialogs) they added 5.7 KB gzip to /.
// The icon button, the transitions, slots, Alert's icons and the roving tab
// index (tabs, menus, toggle groups) too: / renders none of them (its navbar's
// buttons are plain HTML), and together they were 4.8 KB gzip of what it loads.
const MUI_LATER =
  /@mui[\\/]material[\\/](Skeleton|Dialog\w*|Modal|Unstable_TrapFocus|Backdrop|Fade|Grow|Portal|Popover|Popper|Alert|AlertTitle|CircularProgress|Menu|MenuList|MenuItem|List|ListItem\w*|TextField|Select|NativeSelect|InputBase|Input|FilledInput|OutlinedInput|InputLabel|InputAdornment|FormControl|FormHelperText|FormLabel|TextareaAutosize|IconButton|internal[\\/](Transition|svg-icons)|utils[\\/](useSlot|focusable|focusWithVisible|useRovingTabIndex|getScrollbarSize|debounce))[\\/.]|@mui[\\/]utils[\\/](useRovingTabIndex|mergeSlotProps|useSlotProps|fastObjectShallowCompare|useValueAsRef|appendOwnerState|extractEventHandlers|omitEventHandlers|resolveComponentProps|getScrollbarSize|debounce|getActiveElement)[\\/]/;

// Small helpers the home page and others share: one request instead of 3. With
// them the listings' Room wanted match slot and the pages' provider for it:
// left alone, the slot would join the listing-cards group (the card renders it)
// and pull the cards into what / needs before it responds. And the Google icon,
// which the cards' badges and the sign-in pages' Google button both show: in the
// cards' group, signing in downloaded every listing card (9 KB gzip).
const SHARED_HELPERS =
  /src[\\/](lib[\\/](visually-hidden|after-first-paint)|features[\\/]listings[\\/]api[\\/](get-posts|query-keys)|components[\\/]listing-match-slot|app[\\/]routes[\\/]listing-match)\.|@mui[\\/]icons-material[\\/]Google\./;

// Chunks the precache leaves out: the maps' libraries, which only the map
// pages load (components/map/base-map.tsx, a chunk of its own).
const PRECACHE_SKIPPED = ['assets/base-map-*'];

// The listing card, with its dependencies.
const LISTING_CARDS = /src[\\/]features[\\/]listings[\\/]components[\\/]listing-card\./;

export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    muiLazyDefaultThemes(),
    emotionStylesInRender(),
    preloadLinksInTasks(),
    firstPaint(),
    deferAppScript(),
    checkBuildEnv(),
    hostingHeaders(),
    reactRouterProduction(),
    // The service worker (src/service-worker/sw.ts), built to /sw.js with the
    // precache list filled in. The app registers it itself, after load
    // (lib/service-worker.ts), and writes its own manifest (public/).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell, its code and styles, the icons and the manifest: what
        // a return visit paints from, offline too. Not the photos (cached as
        // they are seen, capped) nor the maps' chunk, which only the map
        // pages load (cached by the browser, immutable).
        globPatterns: [
          'index.html',
          'assets/*.{js,css}',
          'icons/*.png',
          'manifest.webmanifest',
          'favicon.svg',
        ],
        globIgnores: PRECACHE_SKIPPED,
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The listing and profile contract, shared with the API (see its header).
      '@contract': fileURLToPath(new URL('../functions/src/contract', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // Read by scripts/bench to report each route's chunk sizes.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The screen-reader-only style (used by the home page and the
            // cards), the after-first-paint helpers and the listings' queries
            // (keys, the list query): small, shared, and all needed on /, so one
            // request instead of three (each response's headers weigh about as
            // much as these modules). Left alone, the listing-cards group below
            // takes the style in (a group takes its modules' dependencies), and
            // the home page would have to load the cards before it can respond.
            // After Material UI's group, which would otherwise lose the icon's
            // SvgIcon, and with it its styling engine, to this one.
            { name: 'shared', test: SHARED_HELPERS, priority: 2 },
            // Everything the entry imports statically: one request instead of ~15.
            // Before the shared group, which would otherwise take in the API
            // client and the query client its queries depend on.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/index\.html|src[\\/]main\.tsx/.test(id),
              priority: 4,
            },
            // Material UI's core (theme, emotion, Box, Typography, Button, Paper…),
            // which nearly every page renders: one request instead of ~12. Not the
            // overlays and progress indicators many pages share but none shows
            // at first (the home page never): they load with what opens them.
            {
              name: 'mui',
              test: (id) => MUI_CORE.test(id) && !MUI_LATER.test(id),
              minShareCount: 12,
              priority: 3,
            },
            // A listing card and what it needs (Material UI's Card and Skeleton,
            // the formatting, the photo URLs), which home, browse and my listings
            // all show: one request instead of ~5.
            {
              name: 'listing-cards',
              test: LISTING_CARDS,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // A bound for a test that hangs, not a speed check: npm test runs the suites
    // side by side on two cores, where a long form test can take half a minute.
    testTimeout: 60_000,
    css: false,
    // The unit tests run against the emulators: their settings, under the
    // VITE_* variables scripts/run-suites.mjs sets for this copy's ports.
    env: loadEnv(EMULATOR_MODE, webDir, 'VITE_'),
    projects: [
      {
        // Tests that need nothing running: components with their data given,
        // the build's checks. In parallel, and before the emulators are up.
        extends: true,
        test: {
          name: 'unit',
          include: TEST_FILES,
          exclude: emulatorFiles,
          // Two at a time even on two cores (Vitest's default there is one):
          // npm test runs them last in a lane, often alone.
          maxWorkers: 2,
          // Files share a worker's modules and document (src/testing/setup.ts
          // puts the document back after each test): loading React, Material
          // UI and jsdom once per worker instead of once per file took 40% off.
          isolate: false,
        },
      },
      {
        // Tests whose data lives in the real emulators (accounts in Auth,
        // listings through the API): they import the helpers in src/testing/
        // that reach them, and nothing else does (emulator-test-files.ts).
        extends: true,
        test: {
          name: 'emulator',
          include: emulatorFiles,
          setupFiles: ['./src/testing/emulator-setup.ts'],
          // They wait on the emulators more than they compute: two at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
