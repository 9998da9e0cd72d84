import jost400 from '@fontsource/jost/files/jost-latin-400-normal.woff2?url';
import jost500 from '@fontsource/jost/files/jost-latin-500-normal.woff2?url';
import jost600 from '@fontsource/jost/files/jost-latin-600-normal.woff2?url';
import literata400Italic from '@fontsource/literata/files/literata-latin-400-italic.woff2?url';
import literata400 from '@fontsource/literata/files/literata-latin-400-normal.woff2?url';
import literata600 from '@fontsource/literata/files/literata-latin-600-normal.woff2?url';

const FACES = { jost400, jost500, jost600, literata400, literata400Italic, literata600 };

export type Face = keyof typeof FACES;

/**
 * Preloads for the Latin faces a page's first screen shows on a phone, so they arrive with the
 * stylesheet rather than after it (the same hashed files the @fontsource stylesheets name). The
 * root names those every page shows there (Jost 400 for the header, Literata 600 for the title), a
 * page the rest of its own (its route's `links`); a face used further down loads when the page
 * uses it, drawn meanwhile in its metric-matched fallback (styles/font-fallbacks.css), so nothing
 * moves. Each face preloaded and not shown is bytes a slow line carries before the largest paint.
 */
export const fontPreloads = (...faces: Face[]) =>
  faces.map((face) => ({ rel: 'preload', as: 'font', type: 'font/woff2', href: FACES[face], crossOrigin: 'anonymous' as const }));
