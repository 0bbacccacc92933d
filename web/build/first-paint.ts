// Vite plugin: writes index.html's first paint (src/app/first-paint.tsx) into
// the page, in `vite build` and in `npm run dev` alike. The entry renders the
// app's own components and theme with react-dom/server; this plugin loads it
// through Vite's SSR module loading (the build's own aliases and transforms,
// the dependencies as Node loads them) and puts its output in place of two
// comments, which may say more after their names:
//   <!-- first-paint:head … -->  theme-color, the theme script, colours, styles
//   <!-- first-paint:body … -->  the templates and the script picking one
// Runs before Vite's own HTML handling, so the build minifies the styles and
// the later plugins (defer-app-script.ts, hosting-headers.ts) see the result.
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';

/** The entry, as Vite resolves it from the project root. */
export const FIRST_PAINT_ENTRY = '/src/app/first-paint.tsx';
const marker = (name: string) => new RegExp(`<!--\\s*first-paint:${name}\\b[\\s\\S]*?-->`, 'g');

export type FirstPaintParts = { head: string; body: string };
type FirstPaintModule = { renderFirstPaint: () => FirstPaintParts };

/** `html` with the first paint at its markers; fails when a marker is missing or repeated. */
export function injectFirstPaint(html: string, parts: FirstPaintParts): string {
  let result = html;
  for (const [name, part] of [
    ['head', parts.head],
    ['body', parts.body],
  ] as const) {
    const count = html.match(marker(name))?.length ?? 0;
    if (count !== 1) {
      throw new Error(
        `first-paint: index.html must contain <!-- first-paint:${name} --> once (found ${count})`,
      );
    }
    // A function, so `$` in the markup is never read as a replacement pattern.
    result = result.replace(marker(name), () => part);
  }
  return result;
}

async function render(server: ViteDevServer): Promise<FirstPaintParts> {
  const module = (await server.ssrLoadModule(FIRST_PAINT_ENTRY)) as FirstPaintModule;
  return module.renderFirstPaint();
}

/**
 * A build has no dev server: start one for this (no HTTP, no watcher, no
 * dependency optimisation) from the same config file and mode. It runs with
 * the build's NODE_ENV, so emotion computes the production bundle's class names.
 */
async function renderForBuild(config: ResolvedConfig): Promise<FirstPaintParts> {
  const server = await createServer({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await render(server);
  } finally {
    await server.close();
  }
}

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  let devServer: ViteDevServer | undefined;
  return {
    name: 'roomly:first-paint',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      devServer = server;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const parts = devServer ? await render(devServer) : await renderForBuild(config);
        return injectFirstPaint(html, parts);
      },
    },
  };
}
