import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The public site's self-hosted fonts (@fontsource, `font-display: swap`) are preloaded from the
 * page's head, so they arrive with the stylesheet rather than after it and swap in before the
 * content (rendered by the scripts) is on screen: no late swap to move text (layout shift).
 */
const FONT_FILE = /^assets\/(jost-latin-(400|500|600)-normal|literata-latin-(400|600)-normal|literata-latin-400-italic)-[\w-]+\.woff2$/;
const preloadFonts: Plugin = {
  name: 'preload-fonts',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle, filename }) =>
      !bundle || !filename.includes('/web/')
        ? []
        : Object.keys(bundle)
            .filter((file) => FONT_FILE.test(file))
            .map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const })),
  },
};

/**
 * `vite build --ssr`: the public site's server render (src/web/entry-server.tsx) for Node, into
 * dist/ssr; its dependencies stay in node_modules. CSS Modules name classes as the browser build does.
 */
const serverBuild = {
  outDir: resolve('dist/ssr'),
  emptyOutDir: true,
  sourcemap: true,
  copyPublicDir: false,
  rollupOptions: { input: { 'entry-server': resolve('src/web/entry-server.tsx') } },
};

/**
 * The self-hosted fonts show only if they come within the browser's first ~100 ms (preloaded, they
 * usually do; cached, always); otherwise the page keeps its fallback font. With `swap` (fontsource's
 * default) a server-rendered page painted in the fallback moved when the font came (layout shift
 * 0.2 on the article list on Lighthouse's phone).
 */
const fontDisplayOptional = {
  postcssPlugin: 'font-display-optional',
  Declaration: {
    'font-display': (decl: { value: string }) => {
      decl.value = 'optional';
    },
  },
};

/**
 * React Router's package exports name only its development build (ENABLE_DEV_WARNINGS on: the
 * warnings and their text ship to browsers; remix-run/react-router#14102). The browser build takes
 * the production build beside it. The server keeps the package's own resolution: the render and
 * react-router-dom, which stays external there, must share one copy.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

// One build, two apps: the public site (src/web) and the admin console (src/admin, at /chariot).
// They share no entry, so the public site never loads react-admin.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src',
  publicDir: resolve('src/web/public'),
  plugins: [react(), preloadFonts],
  css: { postcss: { plugins: [fontDisplayOptional] } },
  // ra-input-rich-text (the console's article editor) nests @tiptap/core 3.31 beside extensions that
  // need 3.34 (this registry has no single version of every @tiptap package it uses): one copy of the
  // core and of ProseMirror, the project's, serves them all.
  resolve: {
    dedupe: ['@tiptap/core', '@tiptap/pm'],
    alias: [{ find: /^zod$/, replacement: resolve('src/web/lib/zod-without-eval.ts') }, ...(command === 'build' && !isSsrBuild ? reactRouterProduction : [])],
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: resolve('dist/client'),
        emptyOutDir: true,
        sourcemap: true,
        // dist/client/.vite/manifest.json: scripts/check-budgets.mjs reads each entry's static imports from it.
        manifest: true,
        // The admin bundle (react-admin + MUI, ~700 kB) loads only at /chariot; the public site's
        // largest chunk stays well under this.
        chunkSizeWarningLimit: 800,
        // Every browser the site supports preloads modules itself (Safari since 17): no polyfill in the first load.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: {
            web: resolve('src/web/index.html'),
            admin: resolve('src/admin/index.html'),
            // A server-rendered page's entry, which loads web's once the page's first view has painted.
            'app-loader': resolve('src/web/app-loader.ts'),
          },
          // zod (used by the admin entry and by the public pages with forms) gets a chunk of its own;
          // left to the default it lands in the chunk both entries share, in the public first load.
          output: {
            codeSplitting: {
              groups: [
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                { name: 'react-router', test: /node_modules[\\/]react-router/ },
                { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
}));
