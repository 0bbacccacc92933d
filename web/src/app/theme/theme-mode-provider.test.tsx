import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeModeProvider } from './theme-mode-provider';
import { useThemeMode } from './theme-mode-context';
import { THEME_STORAGE_KEY } from './theme-storage';

/** A controllable `prefers-color-scheme: dark` media query (jsdom has no matchMedia). */
function fakeSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: () => query,
  });
  return {
    set(dark: boolean) {
      query.matches = dark;
      act(() => listeners.forEach((l) => l({ matches: dark } as MediaQueryListEvent)));
    },
  };
}

function Probe() {
  const { mode, toggleMode } = useThemeMode();
  return (
    <button type="button" onClick={toggleMode}>
      mode: {mode}
    </button>
  );
}

const renderProbe = () =>
  render(
    <ThemeModeProvider>
      <Probe />
    </ThemeModeProvider>,
  );
const html = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html().className = '';
});
afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia; remove the fake again.
  delete window.matchMedia;
});

describe('theme mode', () => {
  it('when nothing is stored and the system prefers dark, then the app starts dark with the dark class', () => {
    fakeSystemTheme(true);
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
    expect(html()).toHaveClass('dark');
    expect(html().style.colorScheme).toBe('dark');
  });

  it('when "light" is stored, then it wins over a dark system preference', () => {
    fakeSystemTheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('mode: light');
    expect(html()).not.toHaveClass('dark');
  });

  it('when "dark" is stored, then the app starts dark', () => {
    fakeSystemTheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
    expect(html()).toHaveClass('dark');
  });

  it('when the stored value is garbage, then the system preference is used', () => {
    fakeSystemTheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('mode: light');
  });

  it('when the user toggles, then the choice is stored and the dark class follows', async () => {
    fakeSystemTheme(false);
    renderProbe();
    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html()).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('when nothing is stored and the system switches, then the app follows', () => {
    const system = fakeSystemTheme(false);
    renderProbe();
    system.set(true);
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
    expect(html()).toHaveClass('dark');
    system.set(false);
    expect(screen.getByRole('button')).toHaveTextContent('mode: light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('when a choice is stored and the system switches, then the app keeps the choice', async () => {
    const system = fakeSystemTheme(false);
    renderProbe();
    await userEvent.click(screen.getByRole('button')); // dark, stored
    system.set(false);
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
    system.set(true);
    system.set(false);
    expect(html()).toHaveClass('dark');
  });

  it('when matchMedia is missing, then the app starts light', () => {
    renderProbe();
    expect(screen.getByRole('button')).toHaveTextContent('mode: light');
  });
});
