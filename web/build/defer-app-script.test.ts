import { deferAppScript } from './defer-app-script';

const built = `<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head><body><div id="root"></div></body></html>`;

function transform(html: string): string {
  const hook = deferAppScript().transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(html);
}

describe('deferAppScript', () => {
  it('when the page is built, then no script or modulepreload is fetched before the first paint', () => {
    const out = transform(built);
    expect(out).not.toMatch(/<script type="module"/);
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('when the loader runs, then it requests the entry and every preload at once', () => {
    const out = transform(built);
    expect(out).toContain('"/assets/index-abc.js"');
    expect(out).toContain('["/assets/react-def.js","/assets/router-ghi.js"]');
    expect(out.indexOf('<script>')).toBeGreaterThan(out.indexOf('<div id="root">'));
  });

  it('when the page has a priority image (the home slide), then the loader waits until it is decoded', () => {
    const out = transform(built);
    expect(out).toContain(`document.querySelector('#root img[fetchpriority="high"]')`);
    expect(out).toContain('hero.decode().then(afterPaint, afterPaint)');
  });

  it('when index.html has no module script, then the build fails loudly', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/no module script/);
  });
});
