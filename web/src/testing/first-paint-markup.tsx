// Comparing a first paint (static markup made on the server or at build time)
// with what React renders first in the browser: the tests of index.html's
// first paint (app/first-paint.test.tsx) and of a listing's
// (app/details-first-view.test.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { ThemeModeContext } from '@/app/theme/theme-mode-context';
import type { ThemeMode } from '@/app/theme/theme-storage';
import { env } from '@/config/env';
import { DEAD_API } from './emulator-data';
import { createTestQueryClient } from './test-utils';

/**
 * The same markup however it was made: attributes in name order (React's
 * client sets an image's `src` last), style attributes as the browser writes them.
 */
export function normalise<T extends Element>(root: T): T {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) {
      element.setAttribute(name, value);
    }
    if (element.hasAttribute('style')) {
      const { style } = element as HTMLElement | SVGElement;
      style.cssText = style.cssText; // eslint-disable-line no-self-assign
    }
  }
  return root;
}

export function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return normalise(container);
}

/**
 * `actual` cut down to the shape of `expected`: each element keeps only as many
 * children as its counterpart has. Equal to `expected` when the app renders
 * the same markup and only adds after it (the footer, the listings…).
 */
export function cutTo(actual: Node, expected: Node): Node {
  const copy = actual.cloneNode(false);
  const expectedChildren = [...expected.childNodes];
  [...actual.childNodes].slice(0, expectedChildren.length).forEach((child, index) => {
    copy.appendChild(cutTo(child, expectedChildren[index]!));
  });
  return copy;
}

export function renderApp(url: string, mode: ThemeMode) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // No session provider: the session is loading, as on every first render.
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeModeContext.Provider value={{ mode, setMode: () => {}, toggleMode: () => {} }}>
        <RouterProvider router={router} />
      </ThemeModeContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * For the tests of one describe block: the API answers nothing, so a page
 * shows what it draws without it (its first render) and no more.
 */
export function withoutApi() {
  const apiBaseUrl = env.apiBaseUrl;
  beforeAll(() => {
    env.apiBaseUrl = DEAD_API;
  });
  afterAll(() => {
    env.apiBaseUrl = apiBaseUrl;
  });
}
