// How the styles rendered ahead of the app are written, proven against the
// app's own Emotion: its cache adopts them without moving their CSS.
import createCache from '@emotion/cache';
import { CacheProvider, css, jsx } from '@emotion/react';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emotionStyleTags } from './server-styles';

const red = css`
  color: red;
`;

// The elements React and Emotion put in <head> stay theirs: put back after.
let head: Node[] = [];
beforeEach(() => {
  head = [...document.head.childNodes];
});
afterEach(() => {
  document.head.replaceChildren(...head);
});

describe('emotionStyleTags', () => {
  it('when a chunk is written, then its ids are on an empty element and its CSS on the next one', () => {
    expect(
      emotionStyleTags([
        { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}.css-b2{color:blue}' },
        { key: 'css', ids: [], css: '' },
      ]),
    ).toBe(
      '<style data-emotion="css a1 b2"></style><style>.css-a1{color:red}.css-b2{color:blue}</style>',
    );
  });

  it('when the chunk is a global style, then its CSS stays in its element, which <Global> takes over', () => {
    expect(emotionStyleTags([{ key: 'css-global', ids: ['g1'], css: 'body{margin:0}' }])).toBe(
      '<style data-emotion="css-global g1">body{margin:0}</style>',
    );
  });

  it('when the app’s Emotion cache starts on the page, then it adopts the ids, inserts none of their rules again and leaves the CSS where it is', () => {
    document.head.innerHTML = `<meta charset="utf-8">${emotionStyleTags([
      { key: 'css', ids: [red.name], css: `.css-${red.name}{color:red;}` },
    ])}<link rel="icon" href="/favicon.svg">`;
    const rules = document.head.querySelector('style:not([data-emotion])')!;

    const cache = createCache({ key: 'css' });
    const { container } = render(
      <CacheProvider value={cache}>{jsx('p', { css: red }, 'Red')}</CacheProvider>,
    );

    expect(cache.inserted[red.name]).toBe(true);
    expect(container.querySelector('p')!.className).toBe(`css-${red.name}`);
    // Nothing inserted: still two <style> elements, the rules between their old neighbours.
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
    expect(rules.previousElementSibling?.tagName).toBe('META');
    expect(rules.nextElementSibling?.tagName).toBe('LINK');
    expect(rules.textContent).toBe(`.css-${red.name}{color:red;}`);
  });
});
