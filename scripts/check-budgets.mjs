#!/usr/bin/env node
// Bundle budgets, checked after `npm run build` (DESIGN.md "Performance", issue 8):
//   - the public site's first-load JavaScript: the home page's entry chunk and every chunk it
//     imports statically (what its HTML loads before the visitor can interact), at most 130 KB gzip;
//   - the admin console's entry, with its static imports, at most 450 KB gzip.
// Sizes are gzip (node:zlib, level 9) of the built files, summed. Prints both; exits 1 over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.resolve(process.argv[2] ?? 'dist/client');
const KB = 1024;
const BUDGETS = [
  { name: 'public first-load JS', entry: 'web/index.html', limit: 130 * KB },
  { name: 'admin entry JS', entry: 'admin/index.html', limit: 450 * KB },
];

const manifestPath = path.join(OUT, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run npm run build first (vite.config.ts sets build.manifest).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** The entry's chunk files and those it imports statically, transitively (dynamic imports excluded). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no entry ${key}.`);
  if (seen.has(chunk.file)) return seen;
  if (chunk.file.endsWith('.js')) seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(OUT, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
for (const { name, entry, limit } of BUDGETS) {
  const files = [...staticClosure(entry)];
  const sizes = files.map((file) => ({ file, gzip: gzipSize(file) }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const over = total > limit;
  failed ||= over;
  console.log(`${over ? 'OVER' : 'ok  '} ${name}: ${kb(total)} gzip (budget ${kb(limit)}) in ${files.length} file${files.length === 1 ? '' : 's'}`);
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`       ${kb(s.gzip).padStart(9)}  ${s.file}`);
}
if (failed) {
  console.error('A bundle budget is exceeded (see above).');
  process.exit(1);
}
