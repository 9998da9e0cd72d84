import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * A calm, bookish look: paper and ink, Jost for the interface (self-hosted, imported in main.tsx).
 * Text colours keep WCAG AA contrast on both backgrounds.
 */
const typography = {
  fontFamily: '"Jost", "Helvetica Neue", Arial, sans-serif',
  h1: { fontWeight: 500 },
  h4: { fontWeight: 500, letterSpacing: 0 },
  h6: { fontWeight: 400 },
  button: { textTransform: 'none' as const, fontWeight: 500, letterSpacing: 0.2 },
};

const quietHeader = {
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' as const } },
  MuiCard: { defaultProps: { variant: 'outlined' as const } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#2f4858', contrastText: '#ffffff' },
    secondary: { main: '#8c3b2f', contrastText: '#ffffff' },
    // Darker than MUI's red, so an error label keeps AA contrast on a filled input.
    error: { main: '#b3261e', contrastText: '#ffffff' },
    // Darker than MUI's orange, so a warning chip's text (a suppressed article) keeps AA contrast.
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    background: { default: '#f7f4ee', paper: '#fffdf9' },
    text: { primary: '#2a2622', secondary: '#5c554d' },
    divider: 'rgba(42, 38, 34, 0.12)',
  },
  shape: { borderRadius: 6 },
  typography,
  components: {
    ...defaultLightTheme.components,
    ...quietHeader,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#efeae1' } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: '#a9c4d6', contrastText: '#1d1b18' },
    secondary: { main: '#e0a396', contrastText: '#1d1b18' },
    error: { main: '#f4a199', contrastText: '#1d1b18' },
    warning: { main: '#f0b45e', contrastText: '#1d1b18' },
    background: { default: '#1d1b18', paper: '#262320' },
    text: { primary: '#ece6dc', secondary: '#b9b0a4' },
    divider: 'rgba(236, 230, 220, 0.14)',
  },
  shape: { borderRadius: 6 },
  typography,
  components: {
    ...defaultDarkTheme.components,
    ...quietHeader,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#2e2a26' } } },
  },
};
