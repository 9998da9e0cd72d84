import { useMediaQuery, type Theme } from '@mui/material';

/** A phone (below MUI's sm, 600 px): lists become rows, and the menu a drawer the app bar opens. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
