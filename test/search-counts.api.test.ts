import { beforeAll, describe, expect, test } from 'vitest';
import { loader as searchLoader } from '../src/web/pages/search/route';
import { siteReads } from '../src/site-reads';
import type { SiteContext } from '../src/web/site-context';
import { makeArticle } from './content-factories';
import { testApp } from './http';
import { makeSku } from './shop-factories';

// The search page's two tabs each show a count (issue 27): the shop's from POST /shop/sku/count,
// the articles' from the search's own total; a word only one side holds counts 0 on the other.

const app = await testApp();

beforeAll(async () => {
  await makeArticle({ slug: 'labyrinths_one', title: 'Labyrinths of Borges' });
  await makeArticle({ slug: 'labyrinths_two', title: 'Another Borges', body: '<p>Forking paths.</p>' });
  await makeSku({ title: 'A Garden of Quills' });
});

const shopCount = async (keyword: string) => (await app.post('/api/shop/sku/count', { keyword })).body.count as number;
const articleTotal = async (keyword: string) => (await app.post('/api/article/search/f', { keyword, sort_by: 'relevance', quantity: 10 })).body.total as number;

describe('each tab counts the keyword on its own side', () => {
  test('a word only articles hold: the shop 0, the articles 2; a word only books hold: the reverse', async () => {
    expect([await shopCount('borges'), await articleTotal('borges')]).toEqual([0, 2]);
    expect([await shopCount('quills'), await articleTotal('quills')]).toEqual([1, 0]);
  });

  test('a misspelling counts what its correction finds, on both sides', async () => {
    expect([await shopCount('borgse'), await articleTotal('borgse')]).toEqual([0, 2]);
    expect([await shopCount('quilsl'), await articleTotal('quilsl')]).toEqual([1, 0]);
  });

  test('the page renders both counts: its server loader fetches the other tab’s too', async () => {
    const site = { name: 'Folio', url: 'https://folio.example', shortName: 'Folio', email: 'shop@folio.example', payments: 'test' } as const;
    const context = { site, nonce: 'n', reads: siteReads({ admin: false }) } as unknown as SiteContext;
    const args = { params: {}, context, request: new Request('https://folio.example/search?keyword=borges') } as unknown as Parameters<typeof searchLoader>[0];
    const { queries } = await searchLoader(args);
    const data = (key: string) => queries.queries.find((q) => q.queryKey[0] === key.split('.')[0] && q.queryKey[1] === key.split('.')[1])?.state.data;
    expect(data('skus.count')).toEqual(0);
    expect(data('articles.search')).toMatchObject({ pages: [{ total: 2 }] });
  });
});
