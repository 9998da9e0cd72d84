import jost400 from '@fontsource/jost/files/jost-latin-400-normal.woff2?url';
import jost500 from '@fontsource/jost/files/jost-latin-500-normal.woff2?url';
import jost600 from '@fontsource/jost/files/jost-latin-600-normal.woff2?url';
import literata400Italic from '@fontsource/literata/files/literata-latin-400-italic.woff2?url';
import literata400 from '@fontsource/literata/files/literata-latin-400-normal.woff2?url';
import literata600 from '@fontsource/literata/files/literata-latin-600-normal.woff2?url';

/**
 * The Latin faces a page may show, preloaded from its head so they arrive with the stylesheet
 * rather than after it (the same hashed files the @fontsource stylesheets name).
 */
export const FONT_PRELOADS = [jost400, jost500, jost600, literata400, literata400Italic, literata600];
