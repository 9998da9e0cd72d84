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
} satisfies Config;
