import { Box, FormHelperText, Typography, type SxProps } from '@mui/material';
import type { ReactNode } from 'react';

/** Fields side by side where there is room, one column on a phone. */
export const fieldRow: SxProps = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', columnGap: 2, width: '100%' };

/** A titled part of a long form (an h2 under the page's h1). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mt: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A group of controls that make one input (pictures, tags, references), named by its legend; the
 * form's error for the whole input, if any, below it.
 */
export function Fieldset({ legend, children, error, describedBy }: { legend: string; children: ReactNode; error?: string; describedBy?: string }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }} aria-describedby={describedBy}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1, mt: 1 }}>
        {legend}
      </Typography>
      {children}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
