// Roomly's colours and Material UI theme, the one place they are written:
// Material UI reads createAppTheme(), the plain-CSS shell (layout.css) reads
// shellCssVariables(), which the build writes into index.html (app/first-paint.tsx).
// Colours are picked for WCAG AA contrast (≥ 4.5:1 for text) on both the page
// background and paper, in both modes.
import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { pageBackground, type ThemeMode } from './theme-storage';

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#4f46e5', dark: '#4338ca', light: '#818cf8', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', dark: '#115e59', light: '#2dd4bf', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    background: { default: pageBackground.light, paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#a5b4fc', dark: '#818cf8', light: '#c7d2fe', contrastText: '#0e1217' },
    secondary: { main: '#5eead4', dark: '#2dd4bf', light: '#99f6e4', contrastText: '#0e1217' },
    error: { main: '#f87171' },
    background: { default: pageBackground.dark, paper: '#161b22' },
    text: { primary: '#e6edf3', secondary: '#a3afbd' },
  },
} as const;

/** The shell's colours that Material UI's palette has no slot for. */
const shellColors = {
  light: { border: '#e3e5ea', tooltip: '#1f2937', tooltipText: '#ffffff' },
  dark: {
    border: '#2d333b',
    tooltip: palettes.dark.text.primary,
    tooltipText: pageBackground.dark,
  },
} as const;

/**
 * The custom properties layout.css styles the navbar, footer and buttons with
 * (plain CSS, no Material UI in the first load), for one mode.
 */
export function shellCssVariables(mode: ThemeMode): Record<`--rl-${string}`, string> {
  const palette = palettes[mode];
  const shell = shellColors[mode];
  const dark = mode === 'dark';
  return {
    '--rl-bg': palette.background.default,
    '--rl-surface': palette.background.paper,
    '--rl-text': palette.text.primary,
    '--rl-text-2': palette.text.secondary,
    '--rl-border': shell.border,
    '--rl-primary': palette.primary.main,
    // Hover moves away from the page: darker in light mode, lighter in dark mode.
    '--rl-primary-hover': dark ? palette.primary.light : palette.primary.dark,
    '--rl-on-primary': palette.primary.contrastText,
    '--rl-hover': alpha(palette.text.primary, dark ? 0.08 : 0.06),
    '--rl-selected': alpha(palette.primary.main, dark ? 0.14 : 0.1),
    '--rl-tooltip-bg': shell.tooltip,
    '--rl-tooltip-fg': shell.tooltipText,
    '--rl-font': fontFamily,
  };
}

export function createAppTheme(mode: ThemeMode): Theme {
  const theme = createTheme({
    palette: palettes[mode],
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.5rem', fontWeight: 700 },
      h4: { fontSize: '1.375rem', fontWeight: 700 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  const focusRing = {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  };
  theme.components = {
    // A visible keyboard focus ring (base styles and reduced motion live in layout.css).
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // Underlined links: distinguishable from text without relying on colour.
    MuiLink: { defaultProps: { underline: 'always' } },
  };
  return theme;
}
