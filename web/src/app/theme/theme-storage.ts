// Theme mode persistence and the document side effects. index.html's inline
// theme script (written by app/first-paint.tsx from these constants) repeats
// this logic, because it must run before any bundle loads.
export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_CLASS = 'dark';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Page background per mode; also set by index.html's inline theme script. */
export const pageBackground: Record<ThemeMode, string> = {
  light: '#f6f7fb',
  dark: '#0e1217',
};

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The stored choice, or null when the user never picked one (or storage is unavailable). */
export function readStoredTheme(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeTheme(mode: ThemeMode) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** The operating system's preference; jsdom and old browsers have no matchMedia. */
export function systemThemeQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function systemTheme(): ThemeMode {
  return systemThemeQuery()?.matches ? 'dark' : 'light';
}

export function initialTheme(): ThemeMode {
  return readStoredTheme() ?? systemTheme();
}

/** Mirrors the mode onto <html>: the `dark` class, `color-scheme` and the page background. */
export function applyThemeToDocument(mode: ThemeMode) {
  const root = document.documentElement;
  root.classList.toggle(DARK_CLASS, mode === 'dark');
  root.style.colorScheme = mode;
  root.style.backgroundColor = pageBackground[mode];
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', pageBackground[mode]);
}
