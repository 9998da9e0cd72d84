import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SOURCE_MAPS } from '../vite.shared';
import { testApp } from './http';

// The browser apps' source maps (issue 36, item 8): made for error reports and kept beside the
// build (dist/source-maps), never served, and no served script names one.

const app = await testApp({ client: 'built' });

/** Each browser app: where its scripts are served from, where they are built, and its kept maps. */
const APPS = [
  { urlBase: '/assets', built: 'dist/site/client/assets', maps: path.join(SOURCE_MAPS, 'site/assets') },
  { urlBase: '/chariot/assets', built: 'dist/admin/assets', maps: path.join(SOURCE_MAPS, 'admin/assets') },
];

const scriptsIn = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.js'));

test('the maps of the site\'s and the console\'s scripts are kept aside, and asking for one where its script is served is a 404', async () => {
  for (const { urlBase, built, maps } of APPS) {
    expect(fs.readdirSync(built).filter((f) => f.endsWith('.map')), built).toEqual([]);
    const kept = fs.readdirSync(maps);
    expect(kept.length, maps).toBeGreaterThan(5);
    for (const map of kept) {
      const script = map.replace(/\.map$/, '');
      expect(JSON.parse(fs.readFileSync(path.join(maps, map), 'utf8'))).toMatchObject({ version: 3, file: script, mappings: expect.any(String) });
      expect(fs.existsSync(path.join(built, script)), script).toBe(true);
      const res = await app.get(`${urlBase}/${map}`);
      expect({ map, status: res.status, body: res.text }).toEqual({ map, status: 404, body: 'Not Found' });
    }
  }
});

test('no script the site or the console serves names a source map, as Brotli, gzip or plain', async () => {
  for (const { urlBase, built } of APPS) {
    for (const script of scriptsIn(built)) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        // fetch decodes what it is sent, whatever the encoding.
        const res = await fetch(`${app.url}${urlBase}/${script}`, { headers: { 'Accept-Encoding': encoding } });
        const body = await res.text();
        expect(res.status, `${urlBase}/${script}`).toBe(200);
        expect(body, `${urlBase}/${script} (${encoding})`).not.toContain('sourceMappingURL');
        expect(res.headers.get('SourceMap') ?? res.headers.get('X-SourceMap'), `${urlBase}/${script}`).toBeNull();
      }
    }
  }
});
