import { beforeAll, describe, expect, test } from 'vitest';
import { makeUser } from '../../../test/factories';
import { db } from '../../platform/db';
import type { ArticleSearch } from './schemas';
import { articleSearchPage } from './search';

// The article search as the routes call it: filters, sorts, relevance and typo tolerance.

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const ids: Record<string, number> = {};
const tags: Record<string, number> = {};

interface ArticleFixture {
  slug: string;
  title: string;
  subtitle?: string;
  headline?: string;
  body?: string;
  published?: boolean;
  published_at?: Date | null;
  author_id?: number;
  likes?: number;
}

async function makeArticle(a: ArticleFixture, ...tagIds: number[]): Promise<number> {
  const published = a.published ?? true;
  const at = a.published_at === undefined ? day(Object.keys(ids).length) : a.published_at;
  const [row] = await db('articles')
    .insert({ body: '<p>Nothing in particular.</p>', ...a, published, published_at: at, created_at: at ?? day(0) })
    .returning('id');
  const id = (row as { id: number }).id;
  if (tagIds.length) await db('article_tags').insert(tagIds.map((tag_id) => ({ article_id: id, tag_id })));
  return id;
}
const makeTag = async (name: string, label: string, tag_type = 'topic') =>
  ((await db('tags').insert({ name, label, tag_type }).returning('id'))[0] as { id: number }).id;

let authors: { ada: string; ben: string };

beforeAll(async () => {
  const ada = await makeUser({ username: 'ada_writes' });
  const ben = await makeUser({ username: 'ben_writes' });
  authors = { ada: ada.username, ben: ben.username };
  tags.typography = await makeTag('typography', 'Typography');
  tags.montaigne = await makeTag('montaigne', 'Michel de Montaigne', 'mentioned');
  ids.grammar = await makeArticle({ slug: 'a_grammar_of_grids', title: 'A Grammar of Grids', subtitle: 'Typesetting by measure', author_id: ada.id, likes: 3 }, tags.typography);
  ids.margins = await makeArticle({
    slug: 'margins',
    title: 'Notes in the Margins',
    headline: 'Readers write back.',
    body: '<p>The <em>palimpsest</em> keeps every hand &amp; its <script>x</script> marginalia.</p>',
    author_id: ben.id,
    likes: 9,
  }, tags.montaigne);
  ids.grammer = await makeArticle({ slug: 'grammer_school', title: 'Grammer School Days', body: '<p>A misspelt title on purpose.</p>', author_id: ben.id });
  ids.draft = await makeArticle({ slug: 'draft_grammar', title: 'Grammar draft', published: false, published_at: null, author_id: ada.id });
  ids.suppressed = await makeArticle({ slug: 'old_grammar', title: 'An Old Grammar', published: false, published_at: day(1) });
});

const search = async (over: Partial<ArticleSearch>) => articleSearchPage({ sort: { by: 'relevance' }, offset: 0, quantity: 10, publishedOnly: true, ...over });
const slugsOf = async (over: Partial<ArticleSearch>) => {
  const page = await search(over);
  const rows: Array<{ id: number; slug: string }> = await db('articles').whereIn('id', page.ids).select('id', 'slug');
  return page.ids.map((id) => rows.find((r) => r.id === id)!.slug);
};

describe('keyword', () => {
  test('full text over title, subtitle, tag names, headline and body; visitors see published articles only', async () => {
    expect(await slugsOf({ keyword: 'grids' })).toEqual(['a_grammar_of_grids']);
    expect(await slugsOf({ keyword: 'typesetting' })).toEqual(['a_grammar_of_grids']);
    expect(await slugsOf({ keyword: 'typography' })).toEqual(['a_grammar_of_grids']);
    expect(await slugsOf({ keyword: 'montaigne' })).toEqual(['margins']);
    expect(await slugsOf({ keyword: 'readers' })).toEqual(['margins']);
    expect(await slugsOf({ keyword: 'palimpsest' })).toEqual(['margins']);
    expect(await slugsOf({ keyword: 'grammar', publishedOnly: false })).toEqual(expect.arrayContaining(['draft_grammar', 'old_grammar']));
    expect(await slugsOf({ keyword: 'zzzzqx' })).toEqual([]);
  });

  test('a misspelling finds the word: a swap, a missing, an extra and a wrong letter, in a title, a body and a tag name', async () => {
    for (const typo of ['grmamar', 'gramar', 'grammmar', 'grammaw']) expect(await slugsOf({ keyword: typo })).toContain('a_grammar_of_grids');
    for (const typo of ['palimspest', 'palimpest', 'palimpsesst', 'palimpsast']) expect(await slugsOf({ keyword: typo })).toEqual(['margins']);
    for (const typo of ['typogrpahy', 'typograpy', 'typographyy', 'typogrephy']) expect(await slugsOf({ keyword: typo })).toEqual(['a_grammar_of_grids']);
    // Two typos in a word of nine letters or more; none in a word of four.
    expect(await slugsOf({ keyword: 'typsettign' })).toEqual(['a_grammar_of_grids']);
    expect(await slugsOf({ keyword: 'grdi' })).toEqual([]);
  });

  test('exact matches rank above corrected ones, and the corrected words are reported', async () => {
    expect(await slugsOf({ keyword: 'grammer' })).toEqual(['grammer_school', 'a_grammar_of_grids']);
    expect(await slugsOf({ keyword: 'grammar' })).toEqual(['a_grammar_of_grids', 'grammer_school']);
    expect((await search({ keyword: 'grmamar grdis' })).corrected).toBe('grammar grids');
    expect((await search({ keyword: 'grammar' })).corrected).toBeUndefined();
  });

  test('the last word also finds the longer words it begins', async () => {
    expect(await slugsOf({ keyword: 'palimp' })).toEqual(['margins']);
    expect(await slugsOf({ keyword: 'grammar typesett' })).toEqual(['a_grammar_of_grids']);
  });

  test('web search syntax is taken as written', async () => {
    expect(await slugsOf({ keyword: '"grammar of grids"' })).toEqual(['a_grammar_of_grids']);
    expect(await slugsOf({ keyword: 'grammar -grids' })).toEqual([]);
  });

  test('a snippet marks the matched words and holds no other markup', async () => {
    const page = await search({ keyword: 'palimpsest' });
    const snippet = (await page.snippets).get(ids.margins!)!;
    expect(snippet).toContain('<mark>palimpsest</mark>');
    expect(snippet).toContain('&amp;');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });
});

describe('filters and sorts', () => {
  test('tag, tag type, author, date range; total counts every match', async () => {
    expect(await slugsOf({ tag: [tags.typography!] })).toEqual(['a_grammar_of_grids']);
    expect(await slugsOf({ tag_type: 'mentioned' })).toEqual(['margins']);
    expect(await slugsOf({ tag: [tags.typography!], tag_type: 'mentioned' })).toEqual([]);
    expect(await slugsOf({ author: authors.ben, sort: { by: 'published_at', order: 'ASC' } })).toEqual(['margins', 'grammer_school']);
    expect(await slugsOf({ author: 'nobody_at_all' })).toEqual([]);
    const since = await slugsOf({ date_start: day(1).toISOString().slice(0, 10), date_end: day(2).toISOString().slice(0, 10), sort: { by: 'published_at', order: 'ASC' } });
    expect(since).toEqual(['margins', 'grammer_school']);
    expect((await search({ keyword: 'grammar', quantity: 1 })).total).toBe(2);
  });

  test('sort fields, both orders; drafts last by publication date', async () => {
    expect(await slugsOf({ sort: { by: 'likes', order: 'DESC' }, quantity: 2 })).toEqual(['margins', 'a_grammar_of_grids']);
    expect(await slugsOf({ sort: { by: 'articles.title', order: 'ASC' } })).toEqual(['a_grammar_of_grids', 'grammer_school', 'margins']);
    expect((await slugsOf({ sort: { by: 'published_at', order: 'DESC' }, publishedOnly: false })).at(-1)).toBe('draft_grammar');
    const byAuthor = await slugsOf({ sort: { by: 'users.username', order: 'ASC' }, publishedOnly: false });
    expect(byAuthor.slice(0, 2).sort()).toEqual(['a_grammar_of_grids', 'draft_grammar']);
    expect(byAuthor.at(-1)).toBe('old_grammar');
    expect(await slugsOf({ sort: { by: 'articles.created_at', order: 'DESC' }, offset: 1, quantity: 1 })).toEqual(['margins']);
  });
});

describe('tag names as text stay exact', () => {
  test('a relabelled tag is found by its new name only; a removed tag no longer finds the article', async () => {
    const tag = await makeTag('bookbinding', 'Bookbinding');
    const id = await makeArticle({ slug: 'sewn_boards', title: 'Sewn Boards' }, tag);
    expect(await slugsOf({ keyword: 'bookbinding' })).toEqual(['sewn_boards']);
    await db('tags').where({ id: tag }).update({ label: 'Marbling' });
    expect(await slugsOf({ keyword: 'marbling' })).toEqual(['sewn_boards']);
    expect(await slugsOf({ keyword: 'bookbinding' })).toEqual([]);
    await db('article_tags').where({ article_id: id }).delete();
    expect(await slugsOf({ keyword: 'marbling' })).toEqual([]);
  });
});

describe('a word spelled right is never corrected (issue 27)', () => {
  beforeAll(async () => {
    ids.palaces = await makeArticle({
      slug: 'memory_palaces',
      title: 'Rooms of Recall',
      body: '<p>We no longer need memory palaces. Reading aloud, heading nowhere, leading nobody: ready now.</p>',
    });
  });

  test('a word the texts hold in another form is spelled right: searched as typed, never corrected', async () => {
    // The texts say "palaces" and "memory"; "palace" is one typo from "palaces" but full text
    // takes it for the same word.
    const page = await search({ keyword: 'memory palace' });
    expect(page.corrected).toBeUndefined();
    expect(await slugsOf({ keyword: 'memory palace' })).toEqual(['memory_palaces']);
    // A misspelling still is corrected.
    expect((await search({ keyword: 'memroy palace' })).corrected).toBe('memory palace');
    expect(await slugsOf({ keyword: 'memroy palace' })).toEqual(['memory_palaces']);
  });

  test('a snippet marks the words searched as typed or as the shown correction, not their near misses', async () => {
    const marked = async (keyword: string) => {
      const snippet = (await (await search({ keyword })).snippets).get(ids.palaces!)!;
      return [...snippet.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]!.toLowerCase());
    };
    // "heading" and "leading" are one typo from "reading", "ready" begins with its stem.
    expect(await marked('reading')).toEqual(['reading']);
    expect(await marked('raeding')).toEqual(['reading']);
    expect(await marked('palace')).toEqual(['palaces']);
  });
});
