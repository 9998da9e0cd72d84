// The site's look for mail. Mail clients take inline styles, not the site's stylesheet or its
// custom properties, so the light theme's colours (src/web/styles/theme.css) are written out here,
// under the tokens' own names (brand.test.ts keeps the two the same). No dark variant: clients that
// darken mail do it themselves, and most ignore a mail's own dark-mode styles.

export const palette = {
  bg: '#faf8f3',
  surface: '#ffffff',
  'surface-2': '#f3efe6',
  text: '#1f2428',
  'text-muted': '#565d63',
  border: '#e3ddd1',
  accent: '#2b5b55',
  'accent-text': '#ffffff',
} as const;

/**
 * The site's faces (Jost for the interface, Literata for reading) where the reader's client has
 * them, else the nearest faces every client has. No web font is loaded: most clients (Gmail,
 * Outlook) drop @font-face, and the site's font files have hashed names.
 */
export const fonts = {
  ui: "Jost, 'Helvetica Neue', Helvetica, Arial, sans-serif",
  read: "Literata, Georgia, 'Times New Roman', serif",
} as const;
