import jost400 from '@fontsource/jost/files/jost-latin-400-normal.woff2?url';
import jost500 from '@fontsource/jost/files/jost-latin-500-normal.woff2?url';
import jost600 from '@fontsource/jost/files/jost-latin-600-normal.woff2?url';
import literata400Italic from '@fontsource/literata/files/literata-latin-400-italic.woff2?url';
import literata400 from '@fontsource/literata/files/literata-latin-400-normal.woff2?url';
import literata600 from '@fontsource/literata/files/literata-latin-600-normal.woff2?url';
import type { LinkDescriptor } from 'react-router-dom';

/**
 * Latin faces preloaded from a page's head so they arrive with the stylesheet rather than after
 * it (the same hashed files the @fontsource stylesheets name). Only the faces a page's first
 * screen shows: a preloaded face nobody sees competes with the lead picture for the first round
 * trips; the rest come when the stylesheet asks for them, over their metric-matched fallbacks.
 */
function fontPreloads(...hrefs: string[]): LinkDescriptor[] {
  return hrefs.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' }));
}

/** Every page's first screen: the header and buttons (Jost), headings (Literata 600) and subtitles (Literata italic). */
export const SITE_FONTS = fontPreloads(jost400, jost500, literata600, literata400Italic);

/** A page that opens on reading text (Literata), with Jost's heavier weight in an article's byline and tags. */
export const READING_FONTS = fontPreloads(literata400, jost600);
