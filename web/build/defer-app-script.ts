// Vite plugin: index.html paints a finished first view without JavaScript (the
// navbar, and on / the first slide; build/first-paint.ts), so the app's code
// need not compete with it for a phone's bandwidth. This replaces the module
// script and its modulepreload links with a tiny loader that requests all of
// them at once after the first paint, or after the page's priority image (the
// home slide's) has arrived, been decoded and painted.
import type { Plugin } from 'vite';

const SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export function loaderScript(entry: string, preloads: string[]): string {
  return `<script>
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify(preloads)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry)};
          document.head.appendChild(script);
        }
        function afterPaint() {
          requestAnimationFrame(function () {
            setTimeout(start, 0);
          });
        }
        // Hidden tabs get no animation frames: never wait longer than this.
        setTimeout(start, 1500);
        // The page's largest paint is its priority image: wait until it is
        // loaded and decoded (a loaded image may still paint frames later).
        var hero = document.querySelector('#root img[fetchpriority="high"]');
        if (hero && hero.decode) {
          hero.decode().then(afterPaint, afterPaint);
        } else {
          afterPaint();
        }
      })();
    </script>
`;
}

export function deferAppScript(): Plugin {
  return {
    name: 'roomly:defer-app-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('defer-app-script: no module script in index.html');
        const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
        return html
          .replace(SCRIPT, '')
          .replace(PRELOAD, '')
          .replace('</body>', `  ${loaderScript(entry, preloads)}  </body>`);
      },
    },
  };
}
