import { describe, expect, test, vi } from 'vitest';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { seedDemoData } from '../src/seed';
import { siteReads } from '../src/site-reads';
import { setApiOrigin } from '../src/web/api/client';
import { apiReads, type SiteReads } from '../src/web/api/reads';
import { KEYS } from '../src/web/lib/storage-keys';
import { signIn } from './factories';
import { testApp } from './http';

// The reads a page's server loader makes in process (src/site-reads.ts) answer exactly what the
// API answers the browser for the same request (apiReads: the web's own calls, over HTTP), on
// the demo data, for a visitor and for an administrator: the page the server renders and the
// page the browser goes on with cannot drift apart.

const app = await testApp();
setApiOrigin(() => app.url);
const credentials = await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
const adminToken = await signIn(await db('users').where({ username: credentials.admin.username }).first('id'));

type Viewer = 'visitor' | 'administrator';

/**
 * A read in process and through the API, which must be the same; the answer. The browser sends an
 * administrator's token from its cookie.
 */
async function sameBothWays<T>(viewer: Viewer, read: (reads: SiteReads) => Promise<T>): Promise<T> {
  const inProcess = await read(siteReads({ admin: viewer === 'administrator' }));
  if (viewer === 'administrator') vi.stubGlobal('document', { cookie: `${KEYS.token}=${adminToken}` });
  try {
    // Strictly: a Date, or a field left undefined, in the server's answer would differ from the JSON.
    expect(inProcess).toStrictEqual(await read(apiReads));
  } finally {
    vi.unstubAllGlobals();
  }
  return inProcess;
}

const VIEWERS: Viewer[] = ['visitor', 'administrator'];

describe('shop reads', () => {
  const products = () => db('skus').whereNull('parent_sku');

  test('the shelves', async () => {
    for (const viewer of VIEWERS) {
      expect((await sameBothWays(viewer, (r) => r.shelf('featured'))).skus).toHaveLength(6);
      expect((await sameBothWays(viewer, (r) => r.shelf('popular'))).skus.length).toBeGreaterThan(0);
      expect((await sameBothWays(viewer, (r) => r.shelf('new'))).skus.length).toBeGreaterThan(0);
    }
  });

  test('the catalogue: pages, sorts, a keyword (corrected when misspelt) and tags', async () => {
    const [tagged] = await db('sku_tags').select('tag_id').groupBy('tag_id').orderByRaw('count(*) desc').limit(1);
    const requests = [
      { sort_by: 'date_newest', tags: [], offset: 0 },
      { sort_by: 'alpha_asc', tags: [], offset: 10 },
      { keyword: ' quiet ', sort_by: 'relevance', tags: [], offset: 0 },
      { keyword: 'lantren', sort_by: 'relevance', tags: [], offset: 0 },
      { sort_by: 'date_oldest', tags: [tagged.tag_id as number], offset: 0, pageSize: 5 },
    ] as const;
    for (const viewer of VIEWERS) {
      const answers = [];
      for (const request of requests) answers.push(await sameBothWays(viewer, (r) => r.catalogue(request)));
      const [first, second, quiet, misspelt, byTag] = answers;
      expect(first!.skus).toHaveLength(10);
      expect(second!.skus.length).toBeGreaterThan(0);
      expect(quiet!.skus.map((s) => s.title[0])).toContain('The Quiet Page');
      expect(misspelt!.corrected).toBe('lantern');
      expect(byTag!.skus.length).toBeGreaterThan(0);
    }
  });

  test('the count, which includes unpublished books for an administrator', async () => {
    const [tagged] = await db('sku_tags').select('tag_id').limit(1);
    for (const filters of [{ tags: [] }, { keyword: 'quiet', tags: [] }, { tags: [tagged.tag_id as number] }]) {
      for (const viewer of VIEWERS) expect((await sameBothWays(viewer, (r) => r.catalogueCount(filters))).count).toBeGreaterThan(0);
    }
    const everyProduct = Number((await products().count({ n: '*' }))[0]!.n);
    expect((await sameBothWays('administrator', (r) => r.catalogueCount({ tags: [] }))).count).toBe(everyProduct);
    expect((await sameBothWays('visitor', (r) => r.catalogueCount({ tags: [] }))).count).toBe(everyProduct - 2);
  });

  test('a product and its formats; an unpublished one only for an administrator', async () => {
    const variant = await db('skus').whereNotNull('parent_sku').where({ published: true }).first('id', 'parent_sku');
    const hidden = await products().where({ published: false }).first('id');
    for (const viewer of VIEWERS) {
      for (const id of [variant.parent_sku as number, variant.id as number]) {
        expect((await sameBothWays(viewer, (r) => r.skuFamily([id])))._parent?.id).toBe(variant.parent_sku);
      }
    }
    expect(await sameBothWays('visitor', (r) => r.skuFamily([hidden.id]))).toEqual({ _parent: null, skus: [] });
    expect((await sameBothWays('administrator', (r) => r.skuFamily([hidden.id])))._parent?.id).toBe(hidden.id);
  });

  test('the product tags and the services', async () => {
    for (const viewer of VIEWERS) {
      expect((await sameBothWays(viewer, (r) => r.productTags())).tags.length).toBeGreaterThan(0);
      expect((await sameBothWays(viewer, (r) => r.services())).services.length).toBeGreaterThan(0);
    }
  });
});
