import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { aliases } from './vite.shared.ts';

/**
 * The public site (src/web), built and served in development by React Router's Vite plugin: the
 * browser's assets in dist/site/client, the server build in dist/site/server. The admin console
 * has a build of its own (vite.admin.config.ts), so the public site never loads react-admin.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  publicDir: 'src/web/public',
  plugins: [reactRouter()],
  resolve: { alias: aliases(command === 'build' && !isSsrBuild) },
  // react-router-dom only re-exports react-router: bundled into the server build, the pages and
  // the framework share the one react-router the server imports, however it is resolved (a CommonJS
  // copy beside an ES one would give the pages a router context the framework never set).
  ssr: { noExternal: ['react-router-dom'] },
  build: {
    sourcemap: true,
    // scripts/check-budgets.mjs reads each route's static imports from dist/site/client/.vite/manifest.json.
    manifest: !isSsrBuild,
    // Every browser the site supports preloads modules itself (Safari since 17): no polyfill in the first load.
    modulePreload: { polyfill: false },
    rollupOptions: isSsrBuild
      ? undefined
      : {
          // Libraries in chunks of their own, which stay cached across deployments that change only the app.
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
