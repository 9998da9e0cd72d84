import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The self-hosted fonts (@fontsource) never swap in under text already on screen, which moves it
 * (layout shift): a face that is not there within the first ~100 ms is used from the next page
 * load, and the page keeps its fallback font meanwhile.
 */
const fontsWithoutSwap: Plugin = {
  name: 'fonts-without-swap',
  enforce: 'pre',
  transform: (code, id) => (id.includes('@fontsource') && id.endsWith('.css') ? code.replaceAll('font-display: swap', 'font-display: optional') : null),
};

// One build, two apps: the public site (src/web) and the admin console (src/admin, at /chariot).
// They share no entry, so the public site never loads react-admin.
export default defineConfig({
  root: 'src',
  publicDir: resolve('src/web/public'),
  plugins: [react(), fontsWithoutSwap],
  // ra-input-rich-text (the console's article editor) nests @tiptap/core 3.31 beside extensions that
  // need 3.34 (this registry has no single version of every @tiptap package it uses): one copy of the
  // core and of ProseMirror, the project's, serves them all.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  build: {
    outDir: resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/client/.vite/manifest.json: scripts/check-budgets.mjs reads each entry's static imports from it.
    manifest: true,
    // The admin bundle (react-admin + MUI, ~700 kB) loads only at /chariot; the public site's
    // largest chunk stays well under this.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      input: {
        web: resolve('src/web/index.html'),
        admin: resolve('src/admin/index.html'),
      },
      // zod (used by the admin entry and by the public pages with forms) gets a chunk of its own;
      // left to the default it lands in the chunk both entries share, in the public first load.
      output: {
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
