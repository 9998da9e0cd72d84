import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases, precompressed, sourceMapsAside } from './vite.shared.ts';

/** The admin console (react-admin), a single-page app served under /chariot from dist/admin. */
export default defineConfig(({ command }) => ({
  root: 'src/admin',
  base: '/chariot/',
  publicDir: false,
  // Its own pre-bundled dependencies: sharing the site's, each dev server's start re-bundled the
  // other's and reloaded its pages.
  cacheDir: resolve('node_modules/.vite/admin'),
  plugins: [react(), precompressed(), sourceMapsAside('admin')],
  resolve: { alias: aliases(command === 'build') },
  build: {
    outDir: resolve('dist/admin'),
    emptyOutDir: true,
    // Maps for error reports, kept aside and never served (vite.shared.ts).
    sourcemap: 'hidden',
    // dist/admin/.vite/manifest.json: scripts/check-budgets.mjs sums the entry's static imports from it.
    manifest: true,
    // react-admin + MUI, ~700 kB, loaded only at /chariot.
    chunkSizeWarningLimit: 800,
  },
}));
