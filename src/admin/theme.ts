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

/**
 * Every list fits a laptop (issue 36): a list never grows past its page, cells keep 8 px a side
 * (MUI's 16 made the article table 1,155 px in a 718 px frame at 1024), numbers keep one line in
 * even figures, and a table wider than its frame (columns the editor chose to show) scrolls
 * inside the frame, never the page.
 */
const fittingLists = {
  RaList: { styleOverrides: { root: { '& .RaList-main, & .RaList-content': { minWidth: 0 } } } },
  RaDataTable: {
    styleOverrides: {
      root: {
        width: '100%',
        minWidth: 0,
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .MuiTableCell-sizeSmall': { paddingLeft: 8, paddingRight: 8 },
        '& .MuiTableCell-sizeSmall:first-of-type': { paddingLeft: 16 },
        '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      },
    },
  },
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
    ...fittingLists,
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
    ...fittingLists,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#2e2a26' } } },
  },
};
