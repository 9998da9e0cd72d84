import type { Config } from '@react-router/dev/config';

/**
 * The public site (src/web) on React Router's framework mode: each page a route module
 * (src/web/routes.ts), rendered on the server by the one Express process (src/platform/http/site.ts)
 * and hydrated in the browser. The build goes to dist/site/client and dist/site/server.
 */
export default {
  appDirectory: 'src/web',
  buildDirectory: 'dist/site',
  ssr: true,
  // React Router 8's behaviours, each decided here rather than announced at every build
  // (docs/decisions.md "A quiet first hour").
  future: {
    // Data requests keep a path's trailing slash: only the framework writes and reads those URLs.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet. Its transform makes no source map (rolldown's SOURCEMAP_BROKEN, once per route),
    // so the maps kept for error reports (vite.shared.ts) would point at the wrong lines.
    v8_splitRouteModules: false,
    // Not yet, each a change to the pages: loaders read their load context as a plain object
    // (src/site-context.ts), which middleware makes a RouterContextProvider;
    v8_middleware: false,
    // they read request.url, which would keep a data request's `.data` and `_routes`;
    v8_passThroughRequests: false,
    // and vite.config.ts shapes the client build by isSsrBuild and build.rollupOptions, which the
    // Environment API moves into each environment's options.
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
