// Material UI's theme for everything that renders MUI components: the pages
// (around the router outlet) and the account menu. Kept out of the first-load
// bundle: the navbar and footer are plain HTML + CSS (layout.css), so MUI and
// emotion arrive with the first page that needs them, in parallel with it.
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createAppTheme } from './theme';
import { useThemeMode } from './theme-mode-context';
import type { ThemeMode } from './theme-storage';

const themes: Partial<Record<ThemeMode, Theme>> = {};

export function getAppTheme(mode: ThemeMode): Theme {
  return (themes[mode] ??= createAppTheme(mode));
}

export default function MuiThemeScope({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return <ThemeProvider theme={getAppTheme(mode)}>{children}</ThemeProvider>;
}
