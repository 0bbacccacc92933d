// @vitest-environment node
// The plugin's side: what it writes into index.html, with emotion's server
// build (as in `vite build`), so the styles are really extracted.
import { renderFirstPaint } from '../src/app/first-paint';
import { injectFirstPaint } from './first-paint';

const page = `<html><head><!-- first-paint:head
  what goes here --></head><body><div id="root"></div><!-- first-paint:body --></body></html>`;

describe('firstPaint', () => {
  it('when index.html has both markers, then head and body parts go there', () => {
    const html = injectFirstPaint(page, {
      head: '<style>a{}</style>',
      body: '<template></template>',
    });
    expect(html).toBe(
      '<html><head><style>a{}</style></head><body><div id="root"></div><template></template></body></html>',
    );
  });

  it('when the markup holds `$&`, then it is written as it is', () => {
    expect(injectFirstPaint(page, { head: '$&', body: "$'" })).toContain(
      '$&</head><body><div id="root"></div>$\'',
    );
  });

  it('when a marker is missing or repeated, then the build fails loudly', () => {
    expect(() => injectFirstPaint('<html></html>', { head: '', body: '' })).toThrow(
      /must contain <!-- first-paint:head --> once \(found 0\)/,
    );
    expect(() =>
      injectFirstPaint(`${page}<!-- first-paint:body -->`, { head: '', body: '' }),
    ).toThrow(/first-paint:body --> once \(found 2\)/);
  });

  it('when the first paint is rendered on the server, then every emotion class has its styles in the head', () => {
    const { head, body } = renderFirstPaint();
    const used = new Set([...body.matchAll(/\bcss-([\w-]+)/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(10);
    // The ids on an empty element, the rules on the next (src/app/server-styles.ts).
    const styleTag = head.match(
      /<style data-emotion="css ([^"]+)"><\/style><style>([\s\S]*?)<\/style>/,
    );
    expect(styleTag).not.toBeNull();
    const [, ids, css] = styleTag!;
    // The app's emotion cache reads these ids and does not insert the rules again.
    expect(new Set(ids!.split(' '))).toEqual(used);
    for (const id of used) expect(css).toContain(`.css-${id}{`);
    // The markup itself carries no <style>: emotion's rules are all in the head.
    expect(body).not.toContain('<style');
  });
});
