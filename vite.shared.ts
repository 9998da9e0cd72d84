import { resolve } from 'node:path';
import zlib from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** zod without eval (the CSP forbids it), in both apps. */
const zodWithoutEval = { find: /^zod$/, replacement: resolve('src/web/lib/zod-without-eval.ts') };

/**
 * React Router's package exports name only its development build (ENABLE_DEV_WARNINGS on: the
 * warnings and their text ship to browsers; remix-run/react-router#14102). Browser builds take the
 * production build beside it; the server keeps the package's own resolution.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

/** The aliases of a build for the browser (`production`) or of anything else. */
export const aliases = (production: boolean) => [zodWithoutEval, ...(production ? reactRouterProduction : [])];

/**
 * Each script, stylesheet and picture of the build kept beside it compressed, as Brotli (quality
 * 11) and gzip (level 9), so the server sends the file as it is (src/platform/http/apps.ts) rather
 * than compressing the same bytes again on every request, and smaller than a per-request level could.
 */
export const precompressed = () =>
  compression({
    include: /\.(js|css|svg|json)$/,
    threshold: 1024,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });
