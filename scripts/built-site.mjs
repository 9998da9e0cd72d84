// The built site (npm run build first) for the scripts that measure it in a browser
// (lighthouse.mjs, check-budgets.mjs): started on the embedded default with demo data in a scratch
// directory, so every run measures the same pages whatever database the machine has.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What `npm run build` makes that the site serves: the server, the public site's server build (its client beside it), the console. */
const BUILT = ['dist/server.js', 'dist/site/server/index.js', 'dist/admin/index.html'];

/** Starts dist/server.js (migrating and seeding its scratch database); `stop` ends it and removes the directory. */
export async function startSite(name) {
  const missing = BUILT.filter((file) => !fs.existsSync(file));
  if (missing.length) throw new Error(`Build the site first (npm run build): no ${missing.join(', ')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `athenaeum-${name}-`));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const server = spawn(process.execPath, ['dist/server.js', '--prepare'], { env: { ...env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise((resolve, reject) => {
      server.stdout.on('data', () => {
        const found = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (found) resolve(found[1]);
      });
      void exited.then((code) => reject(new Error(`the site exited with ${code}:\n${output}`)));
    });
    return { url: `http://localhost:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The site's pages worth measuring, on a real product and article of its own data. */
export async function samplePages(url) {
  const { skus } = await (await fetch(`${url}/api/shop/p/sku`)).json();
  const { articles } = await (await fetch(`${url}/api/article/search/f`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
  if (!skus?.length || !articles?.length) throw new Error('The site has no product or no article to measure');
  return {
    home: '/',
    shop: '/shop',
    product: `/shop/${skus[0].id}`,
    articles: '/articles',
    article: `/article/${articles[0].id}`,
    search: '/search/book',
  };
}
