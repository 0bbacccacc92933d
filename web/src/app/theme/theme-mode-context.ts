import { createContext, useContext } from 'react';
import type { ThemeMode } from './theme-storage';

export type ThemeModeState = {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
};

export const ThemeModeContext = createContext<ThemeModeState>({
  mode: 'light',
  setMode: () => {},
  toggleMode: () => {},
});

export function useThemeMode(): ThemeModeState {
  return useContext(ThemeModeContext);
}
