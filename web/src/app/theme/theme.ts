// Roomly's Material UI theme; layout.css mirrors these colours as CSS variables. Colours are picked for WCAG AA contrast (≥ 4.5:1
// for text) on both the page background and paper, in both modes.
import { createTheme, type Theme } from '@mui/material/styles';
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
