import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One build, two apps: the public site (src/web) and the admin console (src/admin, at /chariot).
// They share no entry, so the public site never loads react-admin.
export default defineConfig({
  root: 'src',
  publicDir: resolve('src/web/public'),
  plugins: [react()],
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
