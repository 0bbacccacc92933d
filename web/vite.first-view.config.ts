// The functions build bundles the first views of the pages it serves
// (src/app/first-views.ts: a listing's details page, a Room wanted ad's page)
// with React, Material UI and emotion into one ES module for Node, beside the
// compiled API: the function serving /details/:id and /room-wanted/:id imports
// it when it first renders one (functions/src/share/first-view.ts). Self-contained, so the deployed
// function needs none of the web app's packages installed.
//   vite build --config web/vite.first-view.config.ts   (functions' `npm run build`)
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { muiWithoutCssVariables } from './build/mui-without-css-variables';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the function looks for it (functions/src/share/first-view.ts, FIRST_VIEW_MODULE). */
export const FIRST_VIEW_OUT_DIR = at('../functions/lib/first-view');

export default defineConfig({
  root: at('.'),
  // The same class names and markup as the app's production build: production
  // React and emotion, whatever NODE_ENV the build or the function runs with.
  mode: 'production',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Settings the first view could read (config/env.ts) stay the defaults: a
  // same-origin API, no App Check. No .env file is read.
  envDir: false,
  plugins: [react(), muiWithoutCssVariables()],
  resolve: {
    alias: {
      '@': at('./src'),
      '@contract': at('../functions/src/contract'),
    },
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/app/first-views.ts',
    outDir: FIRST_VIEW_OUT_DIR,
    emptyOutDir: true,
    target: 'node22',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: { format: 'es', entryFileNames: 'first-views.mjs', codeSplitting: false },
    },
  },
});
