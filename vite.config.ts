import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { aliases, logger, precompressed, sourceMapsAside } from './vite.shared.ts';

/** The modules that start every page: the client entry and the root route (the shell). */
const PAGE_START = /src[\\/]web[\\/](entry\.client|root)\.tsx/;
/**
 * Barrels re-export a library's every part: followed, they would bring every icon any page uses
 * into the shell. The shell names the icons it draws by their own modules instead.
 */
const BARREL = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The code every page loads as one chunk: what the client entry and the root route import
 * statically, transitively (libraries with a chunk of their own aside). Left to automatic
 * splitting it came as one chunk per set of route modules sharing it, over thirty files of a few
 * hundred bytes on every page, each compressed alone (8 KB more gzip than as one file) and each a
 * request. Code only a lazy import reaches keeps its own chunk.
 */
function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildEnd() {
      const add = (id: string): void => {
        if (shell.has(id) || BARREL.test(id)) return;
        shell.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) add(imported);
      };
      for (const id of this.getModuleIds()) if (PAGE_START.test(id)) this.getModuleInfo(id)?.importedIds.forEach(add);
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}

/**
 * The public site (src/web), built and served in development by React Router's Vite plugin: the
 * browser's assets in dist/site/client, the server build in dist/site/server. The admin console
 * has a build of its own (vite.admin.config.ts), so the public site never loads react-admin.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const shell = shellChunk();
  return {
    publicDir: 'src/web/public',
    // A build says only what needs a look (npm start keeps even that in dist/build.log); `npm run dev` all.
    customLogger: logger(command === 'build' ? 'warn' : 'info'),
    plugins: [reactRouter(), ...(isSsrBuild ? [] : [shell.plugin, precompressed(), sourceMapsAside('site')])],
    resolve: { alias: aliases(command === 'build' && !isSsrBuild) },
    // react-router-dom only re-exports react-router: bundled into the server build, the pages and
    // the framework share the one react-router the server imports, however it is resolved (a CommonJS
    // copy beside an ES one would give the pages a router context the framework never set).
    ssr: { noExternal: ['react-router-dom'] },
    // entry.client.tsx imports React DOM's client lazily; named here, `npm run dev` prepares it with the
    // rest at start instead of finding it on a page's first visit and reloading that page.
    optimizeDeps: { include: ['react-dom/client'] },
    build: {
      // The browser's scripts name no map (kept aside: vite.shared.ts); the server's do, for Node's
      // --enable-source-maps, and are never served.
      sourcemap: isSsrBuild ? true : 'hidden',
      // One stylesheet for the whole site (about 15 KB gzip), linked from the root route: one
      // render-blocking request instead of one per component (ten on a product page), kept in the
      // browser's cache from page to page, and no sheet added later to restyle a painted page when
      // a lazy component loads. Set for both builds: React Router links it from the server build.
      cssCodeSplit: false,
      // Fonts stay files: inlined, a subset nobody's text uses would ride in that stylesheet.
      assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
      // Every browser the site supports preloads modules itself (Safari since 17): no polyfill in the first load.
      modulePreload: { polyfill: false },
      rollupOptions: isSsrBuild
        ? undefined
        : {
            output: {
              codeSplitting: {
                groups: [
                  // Libraries in chunks of their own, which stay cached across deployments that change only
                  // the app. A group takes what its modules import too, highest priority first: React
                  // goes with the router, before React DOM's client (what hydrates), which is apart
                  // because entry.client.tsx imports it only once the page has been seen.
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
                  { name: 'react-dom-client', test: /node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/, priority: 1 },
                  { name: 'react-router', test: /node_modules[\\/]react-router/, priority: 3 },
                  { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
                  { name: 'shell', test: shell.test, priority: 2 },
                ],
              },
            },
          },
    },
  };
});
