import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import zlib from 'node:zlib';
import { createLogger, type Logger, type LogLevel, type Plugin } from 'vite';
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

/** Where the browser apps' source maps are kept: beside the build, outside every folder served. */
export const SOURCE_MAPS = resolve('dist/source-maps');

/**
 * Source maps for error reports, never served: each browser build makes them 'hidden' (no
 * sourceMappingURL comment in its scripts) and this takes them out of the build's output into
 * dist/source-maps/<app>/ under their own names, where a stack trace from a browser is decoded.
 * Served, they handed anyone the site's and the console's source as written.
 */
export function sourceMapsAside(app: string): Plugin {
  const dir = join(SOURCE_MAPS, app);
  return {
    name: 'source-maps-aside',
    apply: 'build',
    // A build's maps replace the last one's, as its output does.
    buildStart: () => rmSync(dir, { recursive: true, force: true }),
    generateBundle(_options, bundle) {
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !fileName.endsWith('.map')) continue;
        mkdirSync(dirname(join(dir, fileName)), { recursive: true });
        writeFileSync(join(dir, fileName), file.source);
        delete bundle[fileName];
      }
    },
  };
}

/**
 * Vite's logger at `level`, without React Router 7's "Source maps are enabled in production": its
 * check cannot tell the browser build's hidden maps, moved aside and never served
 * (sourceMapsAside), from served ones (docs/decisions.md "A quiet first hour").
 */
export function logger(level: LogLevel): Logger {
  const base = createLogger(level);
  const settled = (msg: string) => msg.includes('Source maps are enabled in production');
  return {
    ...base,
    warn: (msg, options) => settled(msg) || base.warn(msg, options),
    warnOnce: (msg, options) => settled(msg) || base.warnOnce(msg, options),
  };
}
