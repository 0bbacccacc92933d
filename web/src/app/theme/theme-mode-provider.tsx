// Light/dark mode: the stored choice wins; without one the app follows the
// operating system, live, until the user picks a mode with the toggle.
// No Material UI here: this runs in the first-load bundle (see mui-theme-scope.tsx).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeModeContext } from './theme-mode-context';
import {
  applyThemeToDocument,
  initialTheme,
  readStoredTheme,
  storeTheme,
  systemThemeQuery,
  type ThemeMode,
} from './theme-storage';

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(initialTheme);

  useEffect(() => {
    applyThemeToDocument(mode);
  }, [mode]);

  // Follow the system only while nothing is stored.
  useEffect(() => {
    const query = systemThemeQuery();
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (readStoredTheme() === null) setModeState(event.matches ? 'dark' : 'light');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setMode = useCallback((next: ThemeMode) => {
    storeTheme(next);
    setModeState(next);
  }, []);
  const toggleMode = useCallback(
    () => setMode(mode === 'dark' ? 'light' : 'dark'),
    [mode, setMode],
  );

  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}
