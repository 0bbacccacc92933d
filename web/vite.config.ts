/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { deferAppScript } from './build/defer-app-script';

// In `npm run dev` the API lives behind the Hosting emulator, exactly as in production.
const apiTarget = process.env.ROOMLY_HOSTING_URL ?? 'http://127.0.0.1:5050';
const apiPaths = ['/posts', '/users', '/api'];

export default defineConfig({
  plugins: [react(), deferAppScript()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
            // Everything the entry imports statically: one request instead of ~15.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/index\.html|src[\\/]main\.tsx/.test(id),
              priority: 2,
            },
            // Material UI's core (theme, emotion, Box, Typography, Button, Paper…),
            // which nearly every page renders: one request instead of ~12.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|stylis|react-is|clsx|hoist-non-react-statics|react-transition-group|@babel)[\\/]/,
              minShareCount: 12,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    testTimeout: 20000,
    css: false,
  },
});
