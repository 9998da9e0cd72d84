import { expect, test } from 'vitest';
import { makeArticle, makeContentTag } from '../../../test/content-factories';
import { makeAdmin, makeUser, signIn } from '../../../test/factories';
import { testApp } from '../../../test/http';
import { db } from '../../platform/db';

const app = await testApp();
const admin = await makeAdmin({ username: 'clara' });
await db('users').where({ id: admin.id }).update({ first_name: 'Clara', last_name: 'Winslow' });
const adminToken = await signIn(admin);
const memberToken = await signIn(await makeUser());

const article = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `The ${id}`, body: '<p>Words.</p>', ...extra });
const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.n);

test('an administrator writes an article; visitors read it once it is published, administrators any time', async () => {
  const created = await app.post('/api/article', article('ink_and_paper', { subtitle: 'On ink', headline: 'Ink matters.' }), adminToken);
  expect(created.status).toBe(201);
  expect(created.body.article).toMatchObject({
    id: 'ink_and_paper',
    title: 'The ink_and_paper',
    subtitle: 'On ink',
    headline: 'Ink matters.',
    body: '<p>Words.</p>',
    author: { username: 'clara', first_name: 'Clara', last_name: 'Winslow' },
    published: false,
    suppressed: false,
    published_at: null,
    likes: 0,
    dislikes: 0,
    shares: 0,
    num_comments: 0,
    references: [],
    tags: [],
  });
  expect(created.body.article.created_at).toBe(created.body.article.updated_at);

  const hidden = await app.get('/api/article?id=ink_and_paper');
  expect(hidden.status).toBe(404);
  expect(hidden.body.message).toBe('No article found...');
  expect((await app.get('/api/article?id=ink_and_paper', memberToken)).status).toBe(404);
  expect((await app.get('/api/article?id=ink_and_paper', adminToken)).body.article.id).toBe('ink_and_paper');

  const published = await app.post('/api/article/publish', { id: 'ink_and_paper' }, adminToken);
  expect(published.status).toBe(200);
  expect(published.body.article).toMatchObject({ published: true, suppressed: false, published_at: expect.any(String) });
  const seen = await app.get('/api/article?id=ink_and_paper');
  expect(seen.status).toBe(200);
  expect(seen.body.article.published_at).toBe(published.body.article.published_at);
  expect((await app.get('/api/article?id=no_such_article')).status).toBe(404);
});

test('suspending makes an article suppressed; publishing again keeps its first date', async () => {
  const { slug } = await makeArticle({ published: true, published_at: new Date('2026-01-05T10:00:00Z') });
  const { updated_at } = await db('articles').where({ slug }).first('updated_at');
  const suspended = await app.post('/api/article/suspend', { id: slug }, adminToken);
  expect(suspended.body.article).toMatchObject({ published: false, suppressed: true, published_at: '2026-01-05T10:00:00.000Z', updated_at: updated_at.toISOString() });
  expect((await app.get(`/api/article?id=${slug}`)).status).toBe(404);
  const again = await app.post('/api/article/publish', { id: slug }, adminToken);
  expect(again.body.article).toMatchObject({ published: true, suppressed: false, published_at: '2026-01-05T10:00:00.000Z' });
  expect((await app.post('/api/article/publish', { id: 'missing_one' }, adminToken)).status).toBe(404);
  // A draft is not suppressed.
  const draft = await makeArticle({ published: false });
  expect((await app.get(`/api/article?id=${draft.slug}`, adminToken)).body.article).toMatchObject({ published: false, suppressed: false, published_at: null });
});

test('PUT edits the article named by id, keeps created_at, bumps updated_at and can publish', async () => {
  const created = (await app.post('/api/article', article('editable'), adminToken)).body.article;
  await new Promise((r) => setTimeout(r, 20));
  const res = await app.put('/api/article', article('editable', { title: 'Edited', subtitle: ' ', published: true }), adminToken);
  expect(res.status).toBe(200);
  expect(res.body.article).toMatchObject({ id: 'editable', title: 'Edited', subtitle: null, published: true, created_at: created.created_at });
  expect(res.body.article.published_at).not.toBeNull();
  expect(Date.parse(res.body.article.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
  // `published` left out leaves it as it is; false suspends.
  expect((await app.put('/api/article', article('editable'), adminToken)).body.article.published).toBe(true);
  expect((await app.put('/api/article', article('editable', { published: false }), adminToken)).body.article).toMatchObject({ published: false, suppressed: true });

  const missing = await app.put('/api/article', article('not_there'), adminToken);
  expect(missing.status).toBe(404);
  expect(await db('articles').where({ slug: 'not_there' }).first()).toBeUndefined();
});

test('a taken id is a 409 on id; a reserved or malformed id is a 400', async () => {
  await makeArticle({ slug: 'taken' });
  const res = await app.post('/api/article', article('taken'), adminToken);
  expect(res.status).toBe(409);
  expect(res.body.errors).toEqual({ id: ['An article with this id already exists.'] });
  const reserved = await app.post('/api/article', article('stats'), adminToken);
  expect(reserved.status).toBe(400);
  expect(reserved.body.errors).toHaveProperty('id');
  for (const id of ['has space', 'semi;colon', '../etc', '', 'é']) {
    const bad = await app.post('/api/article', article(id), adminToken);
    expect(bad.status, id).toBe(400);
    expect(bad.body.errors, id).toHaveProperty('id');
  }
});

test('the body is sanitised on the server: no scripts, handlers, frames, styles or javascript: links', async () => {
  const body = [
    '<h2 id="start" onclick="steal()">Start</h2>',
    '<p style="position:fixed;top:0">Kept <strong>bold</strong> <a href="javascript:alert(1)">bad link</a> <a href="https://example.org/x" onmouseover="x()">good</a> <a href="#start">anchor</a> <a href="/article/other">relative</a> <a href="mailto:a@example.org">mail</a></p>',
    '<script>alert("x")</script><style>body{display:none}</style>',
    '<iframe src="https://evil.example/"></iframe>',
    '<img src="x.png" onerror="alert(1)" alt="pic"><img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">',
    '<figure><img src="https://example.org/a.png" alt="A"><figcaption>Caption</figcaption></figure>',
    '<p style="text-align:center">Centred</p><table><tr><td colspan="2">cell</td></tr></table><pre><code>x &lt; y</code></pre>',
  ].join('');
  const res = await app.post('/api/article', article('sanitised', { body }), adminToken);
  expect(res.status).toBe(201);
  const stored: string = (await db('articles').where({ slug: 'sanitised' }).first('body')).body;
  expect(res.body.article.body).toBe(stored);
  for (const bad of ['<script', 'alert', '<style', 'display:none', '<iframe', 'onerror', 'onclick', 'onmouseover', 'javascript:', 'data:', 'position:fixed']) expect(stored).not.toContain(bad);
  for (const good of ['<h2 id="start">Start</h2>', '<strong>bold</strong>', '<a>bad link</a>', '<a href="https://example.org/x">good</a>', '<a href="#start">anchor</a>', '<a href="/article/other">relative</a>', '<a href="mailto:a@example.org">mail</a>', '<img src="x.png" alt="pic" />', '<figcaption>Caption</figcaption>', '<p style="text-align:center">Centred</p>', '<td colspan="2">cell</td>', '<pre><code>x &lt; y</code></pre>']) {
    expect(stored).toContain(good);
  }
  // A body that is nothing once cleaned is a missing body.
  for (const body of ['<script>alert(1)</script>', '<p> </p><p><br></p>', '<p>&nbsp;</p><div>\u00a0</div>']) {
    const empty = await app.post('/api/article', article('only_blank', { body }), adminToken);
    expect({ body, status: empty.status }).toEqual({ body, status: 400 });
    expect(empty.body.errors).toEqual({ body: ['This field is required.'] });
  }
  // A picture alone is something.
  expect((await app.post('/api/article', article('only_picture', { body: '<p><img src="x.png" alt="pic"></p>' }), adminToken)).status).toBe(201);
});

test('references are saved in order, edited by id and replaced as a list', async () => {
  const refs = [
    { author: 'Warde, B.', title: 'The Crystal Goblet', publication_date: '1932', publisher: 'Sylvan Press' },
    { author: 'Tschichold, J.', title: 'The Form of the Book', title_href: 'https://example.org/form', doi: '10.1000/xyz' },
    { author: 'Bringhurst, R.', title: 'Elements' },
  ];
  const created = (await app.post('/api/article', article('with_refs', { references: refs }), adminToken)).body.article;
  expect(created.references.map((r: { title: string }) => r.title)).toEqual(['The Crystal Goblet', 'The Form of the Book', 'Elements']);
  expect(created.references[1]).toMatchObject({ id: expect.any(Number), title_href: 'https://example.org/form', doi: '10.1000/xyz', publisher: null });
  const [a, b, c] = created.references;

  // Reordered, one edited, one dropped, one added.
  const next = [{ ...c, title: 'The Elements of Typographic Style' }, { author: 'Morison, S.', title: 'First Principles' }, a];
  const updated = (await app.put('/api/article', article('with_refs', { references: next }), adminToken)).body.article;
  expect(updated.references.map((r: { title: string }) => r.title)).toEqual(['The Elements of Typographic Style', 'First Principles', 'The Crystal Goblet']);
  expect(updated.references[0].id).toBe(c.id);
  expect(updated.references[2].id).toBe(a.id);
  expect(await db('article_references').where({ id: b.id }).first()).toBeUndefined();

  // Another article's reference, or a blank author, is refused and nothing changes.
  const other = (await app.post('/api/article', article('other_refs', { references: [refs[0]] }), adminToken)).body.article;
  const stolen = await app.put('/api/article', article('with_refs', { references: [other.references[0]] }), adminToken);
  expect(stolen.status).toBe(400);
  expect(stolen.body.errors).toHaveProperty(['references.0.id']);
  const blank = await app.put('/api/article', article('with_refs', { references: [{ author: ' ', title: 'x' }] }), adminToken);
  expect(blank.status).toBe(400);
  expect(blank.body.errors).toEqual({ 'references.0.author': ['This field is required.'] });
  const badHref = await app.put('/api/article', article('with_refs', { references: [{ author: 'x', title: 'x', title_href: 'javascript:alert(1)' }] }), adminToken);
  expect(badHref.status).toBe(400);
  expect((await app.get('/api/article?id=with_refs', adminToken)).body.article.references).toEqual(updated.references);
  // An empty list clears them.
  expect((await app.put('/api/article', article('with_refs', { references: [] }), adminToken)).body.article.references).toEqual([]);
});

test('tags are matched by id whatever else the body says (a type left out or another, a label or name); none is made', async () => {
  const weil = await makeContentTag('simone_weil_t', 'mentioned', 'Simone Weil', 'SW');
  const attention = await makeContentTag('attention_t', 'topic', 'Attention');
  const hours = await makeContentTag('hours_t', 'volume', 'Hours');
  const tags = await count('tags');
  const shown = [
    { id: attention, name: 'attention_t', label: 'Attention', symbol: null, tag_type: 'topic' },
    { id: weil, name: 'simone_weil_t', label: 'Simone Weil', symbol: 'SW', tag_type: 'mentioned' },
    { id: hours, name: 'hours_t', label: 'Hours', symbol: null, tag_type: 'volume' },
  ];
  // The volume tag without its type (issue 36: it made a topic twin), the mentioned one as a topic and again as itself.
  const given = [{ id: hours }, { id: weil, tag_type: 'topic' }, { id: attention, tag_type: 'volume', label: 'Not attention', name: 'other', symbol: 'X' }, { id: weil, tag_type: 'mentioned' }];
  const res = await app.post('/api/article', article('tagged', { tags: given }), adminToken);
  expect(res.status).toBe(201);
  // Shown by type (topic, mentioned…), then label: each tag as it is, once.
  expect(res.body.article.tags).toEqual(shown);
  // The tags as the article gave them back, and a type left out, on PUT.
  const again = await app.put('/api/article', article('tagged', { tags: [...res.body.article.tags, { id: attention }] }), adminToken);
  expect(again.body.article.tags).toEqual(shown);
  // The console's routes take the same: whole records, with or without a type, another label.
  const made = await app.post('/api/admin/articles', article('console_tagged', { tags: [{ id: hours, label: 'Days' }, { id: weil, tag_type: 'volume' }] }), adminToken);
  expect(made.status).toBe(201);
  expect(made.body.tags).toEqual([shown[1], shown[2]]);
  const edited = await app.put('/api/admin/articles/console_tagged', { ...made.body, tags: [{ ...shown[0], tag_type: 'correspondence' }, { id: hours }] }, adminToken);
  expect(edited.status).toBe(200);
  expect(edited.body.tags).toEqual([shown[0], shown[2]]);
  expect(await count('tags')).toBe(tags);
  expect(await db('tags').where({ label: 'Not attention' }).orWhere({ label: 'Days' }).count({ n: '*' }).first()).toEqual({ n: 0 });

  const unknown = await app.put('/api/article', article('tagged', { tags: [{ id: 999999, tag_type: 'topic' }] }), adminToken);
  expect(unknown.status).toBe(400);
  expect(unknown.body.errors).toEqual({ tags: ['A tag does not exist.'] });
  const unknownWithKnown = await app.put('/api/admin/articles/console_tagged', { ...edited.body, tags: [{ id: hours }, { id: 999999 }] }, adminToken);
  expect(unknownWithKnown.status).toBe(400);
  const badType = await app.put('/api/article', article('tagged', { tags: [{ id: attention, tag_type: 'genre' }] }), adminToken);
  expect(badType.status).toBe(400);
  expect(badType.body.errors).toHaveProperty(['tags.0.tag_type']);
  // A refused save changes nothing.
  expect((await app.get('/api/article?id=tagged', adminToken)).body.article.tags).toEqual(shown);
  expect((await app.get('/api/admin/articles/console_tagged', adminToken)).body.tags).toEqual([shown[0], shown[2]]);
});

test('GET /article/tags lists every tag by type order then label; /article/tags/types names the types', async () => {
  const corr = await makeContentTag('letters_to_a', 'correspondence', 'Letters');
  const vol = await makeContentTag('volume_z', 'volume', 'A volume');
  const topicB = await makeContentTag('b_topic', 'topic', 'beta');
  const topicA = await makeContentTag('a_topic', 'topic', 'Alpha');
  const ment = await makeContentTag('a_person', 'mentioned', 'Aardvark');
  const res = await app.get('/api/article/tags');
  expect(res.status).toBe(200);
  const ids = res.body.tags.map((t: { id: number }) => t.id).filter((id: number) => [corr, vol, topicA, topicB, ment].includes(id));
  expect(ids).toEqual([topicA, topicB, ment, vol, corr]);
  expect((await app.get('/api/article/tags/types')).body).toEqual({ types: ['topic', 'mentioned', 'volume', 'correspondence'] });
});

test('DELETE /article removes the article with its references and tags', async () => {
  const tag = await makeContentTag('doomed_topic');
  await app.post('/api/article', article('doomed', { references: [{ author: 'a', title: 't' }], tags: [{ id: tag }] }), adminToken);
  const { id } = await db('articles').where({ slug: 'doomed' }).first('id');
  expect((await app.del('/api/article?id=doomed', adminToken)).status).toBe(204);
  expect(await db('articles').where({ id }).first()).toBeUndefined();
  expect(await db('article_references').where({ article_id: id }).count({ n: '*' }).first()).toEqual({ n: 0 });
  expect(await db('tags').where({ id: tag }).first()).toBeDefined();
  expect((await app.del('/api/article?id=doomed', adminToken)).status).toBe(404);
});

test('every write needs an administrator: 401 for visitors, 403 for members, nothing written', async () => {
  const { slug } = await makeArticle({ slug: 'guarded' });
  const writes: Array<[method: 'post' | 'put' | 'delete', path: string, body?: object]> = [
    ['post', '/api/article', article('intruder')],
    ['put', '/api/article', article('guarded', { title: 'Defaced' })],
    ['delete', `/api/article?id=${slug}`],
    ['post', '/api/article/publish', { id: slug }],
    ['post', '/api/article/suspend', { id: slug }],
  ];
  const before = await db('articles').where({ slug }).first();
  for (const [method, path, body] of writes) {
    expect((await app.send(method, path, body)).status, `${method} ${path} as a visitor`).toBe(401);
    expect((await app.send(method, path, body, memberToken)).status, `${method} ${path} as a member`).toBe(403);
  }
  expect(await db('articles').where({ slug }).first()).toEqual(before);
  expect(await db('articles').where({ slug: 'intruder' }).first()).toBeUndefined();
});

test('hostile input is a 4xx and writes nothing', async () => {
  const before = await count('articles');
  const cases: Array<[string, unknown]> = [
    ['NUL in the title', article('nul_title', { title: 'Bad\u0000title' })],
    ['NUL in the body', article('nul_body', { body: '<p>a\u0000b</p>' })],
    ['NUL in a reference', article('nul_ref', { references: [{ author: 'a\u0000', title: 't' }] })],
    ['a tag id past 2^31', article('big_tag', { tags: [{ id: 2 ** 31, tag_type: 'topic' }] })],
    ['a reference id past 2^31', article('big_ref', { references: [{ id: 2 ** 31, author: 'a', title: 't' }] })],
    ['a title of the wrong type', article('wrong_type', { title: 42 })],
    ['tags of the wrong type', article('wrong_tags', { tags: 'topic' })],
    ['published as text', article('wrong_pub', { published: 'yes' })],
    ['an unknown field', article('extra_field', { author_id: 1 })],
    ['a title too long', article('long_title', { title: 'x'.repeat(301) })],
    ['too many references', article('many_refs', { references: Array.from({ length: 201 }, () => ({ author: 'a', title: 't' })) })],
    ['an array', [article('array')]],
  ];
  for (const [what, body] of cases) {
    const res = await app.post('/api/article', body as object, adminToken);
    expect(res.status, what).toBe(400);
  }
  // Over the body parser's limit: 413, and a body over the field's limit: 400.
  const huge = await app.post('/api/article', article('huge', { body: `<p>${'x'.repeat(1_100_000)}</p>` }), adminToken);
  expect(huge.status).toBe(413);
  const long = await app.post('/api/article', article('long', { body: `<p>${'x'.repeat(500_001)}</p>` }), adminToken);
  expect(long.status).toBe(400);
  expect(long.body.errors).toHaveProperty('body');
  expect((await app.post('/api/article', '{"id": "broken', adminToken)).status).toBe(400);
  for (const query of ['id=a%00b', 'id=2147483648x%00', 'id=', 'id=a&id=b', 'id[x]=1']) expect((await app.get(`/api/article?${query}`)).status, query).toBe(400);
  expect(await count('articles')).toBe(before);
});

test('GET /article/random names a published article, never a hidden one', async () => {
  await makeArticle({ slug: 'random_hidden', published: false });
  const published = new Set((await db('articles').where({ published: true }).pluck('slug')) as string[]);
  for (let i = 0; i < 15; i++) {
    const res = await app.get('/api/article/random');
    expect(res.status).toBe(200);
    expect(published.has(res.body.id)).toBe(true);
  }
});
