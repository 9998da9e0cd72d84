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
    rollupOptions: {
      input: {
        web: resolve('src/web/index.html'),
        admin: resolve('src/admin/index.html'),
      },
    },
  },
});
