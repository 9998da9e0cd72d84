// Bundles the server entries into dist/ (dependencies stay in node_modules).
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/worker/index.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// `npm start` rebuilds only when a source is newer than this.
writeFileSync('dist/.build-stamp', new Date().toISOString());
