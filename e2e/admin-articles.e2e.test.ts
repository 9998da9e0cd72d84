import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { expectAccessible, expectAdminToast, newPage, poll, screenshot, settle, signInToConsole } from '../test/browser';
import { makeAdmin, signIn } from '../test/factories';
import { testApp } from '../test/http';

const app = await testApp({ client: 'built' });

/** expect.poll with room for a busy machine (its default gives up after one second). */

const admin = await makeAdmin({ username: 'chronicler' });
/** Tags already there, as the seed makes them. */
const [typography] = await db('tags').insert({ name: 'typography', label: 'Typography', tag_type: 'topic' }).returning('id');
await db('tags').insert({ name: 'marginalia', label: 'Marginalia', tag_type: 'mentioned' });
const typographyId = (typography as { id: number }).id;

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

const ID = 'on_reading_in_the_margins';
const TITLE = 'On Reading in the Margins';
/** A word no other article has: the visitor's search finds the article by it. */
const WORD = 'quillwort';

async function fillReference(form: Locator, fields: { author: string; title: string; link?: string; publisher?: string; date?: string }) {
  await form.getByRole('textbox', { name: 'Author' }).fill(fields.author);
  await form.getByRole('textbox', { name: 'Title' }).fill(fields.title);
  if (fields.link) await form.getByRole('textbox', { name: 'Link to the work' }).fill(fields.link);
  if (fields.publisher) await form.getByRole('textbox', { name: 'Publisher' }).fill(fields.publisher);
  if (fields.date) await form.getByRole('textbox', { name: 'Publication date' }).fill(fields.date);
}

test('an administrator writes an article with references and a tag, publishes it, a visitor finds it; suspended, it is suppressed', async () => {
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot');
  const main = page.locator('#main-content');

  // The console opens on the Dashboard; the menu's Articles is the article manager, its counts showing.
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  await page.getByRole('menu', { name: 'Admin sections' }).getByRole('menuitem', { name: 'Articles' }).click();
  await page.waitForURL('**/chariot/articles');
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Articles');
  expect(await page.getByRole('menu', { name: 'Admin sections' }).getByRole('menuitem', { name: 'Articles' }).getAttribute('aria-current')).toBe('page');
  await poll(() => button(page, 'All 0').count()).toBe(1);
  await settle(page);
  await expectAccessible(page);

  // A new article: the title, id and body are required.
  await page.getByRole('link', { name: 'New article' }).click();
  await page.waitForURL('**/chariot/articles/create');
  const title = main.locator('input[name="title"]');
  const id = main.locator('input[name="id"]');
  await main.locator('input[name="subtitle"]').fill('Notes from a pencil');
  await button(page, 'Save').click();
  await poll(() => main.getByText('This field is required.').count()).toBeGreaterThanOrEqual(3);

  // The id follows the title until it is typed in.
  await title.fill(TITLE);
  await poll(() => id.inputValue()).toBe('on_reading_in_the_margins');
  await id.fill('bad id!');
  await poll(() => main.getByText('Use letters, digits, _ and - only.').count()).toBe(1);
  await id.fill(ID);
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type(`Every good book keeps a ${WORD} of notes in its margins.`);

  // The tag picker: a topic (the default type) from the filtered list; the same pair once only.
  const finder = page.getByRole('textbox', { name: 'Find a tag' });
  await finder.fill('  TYPO ');
  await button(page, 'Add tag Typography as topic').click();
  const chosen = page.getByRole('list', { name: 'Chosen tags' });
  await poll(() => chosen.getByRole('listitem').count()).toBe(1);
  await finder.fill('typo');
  await poll(() => button(page, 'Add tag Typography as topic (added)').isDisabled()).toBe(true);
  // A new tag when none matches; double-click removes a chosen one.
  await finder.fill('Palimpsests');
  await button(page, 'Create tag “Palimpsests” as topic').click();
  await poll(() => chosen.getByRole('listitem').count()).toBe(2);
  expect(await db('tags').where({ label: 'Palimpsests' }).pluck('tag_type')).toEqual(['topic']);
  await chosen.getByText('Palimpsests', { exact: true }).dblclick();
  await poll(() => chosen.getByRole('listitem').count()).toBe(1);
  // A tag only another type has becomes its twin of the chosen type: the server takes a tag by its id alone.
  await page.getByRole('combobox', { name: 'Tag type' }).click();
  await page.getByRole('option', { name: 'mentioned' }).click();
  await finder.fill('typo');
  await button(page, 'Add tag Typography as mentioned').click();
  await poll(() => chosen.getByRole('listitem').count()).toBe(2);
  expect(await db('tags').where({ name: 'typography' }).orderBy('tag_type').pluck('tag_type')).toEqual(['mentioned', 'topic']);
  await button(chosen, 'Remove tag Typography (mentioned)').click();
  await poll(() => chosen.getByRole('listitem').count()).toBe(1);

  // References: author and title are required; each one added clears the form.
  const newReference = page.getByRole('group', { name: 'New reference' });
  await button(newReference, 'Add reference').click();
  await poll(() => newReference.getByText('This field is required.').count()).toBe(2);
  await fillReference(newReference, { author: 'H. D. Thoreau', title: 'Walden', publisher: 'Ticknor and Fields', date: '1854' });
  await button(newReference, 'Add reference').click();
  await poll(() => newReference.getByRole('textbox', { name: 'Author' }).inputValue()).toBe('');
  await fillReference(newReference, { author: 'Emily Dickinson', title: 'Poems', link: 'https://example.org/poems' });
  await button(newReference, 'Add reference').click();
  const references = page.getByRole('list', { name: 'References' });
  await poll(() => references.getByRole('listitem').count()).toBe(2);
  expect(await references.getByRole('link', { name: 'Poems' }).getAttribute('href')).toBe('https://example.org/poems');
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-article-create');

  await button(page, 'Save').click();
  await expectAdminToast(page, 'Record created');
  await page.waitForURL(`**/chariot/articles/${ID}`);

  const row = await db('articles').where({ slug: ID }).first();
  expect(row).toMatchObject({ title: TITLE, subtitle: 'Notes from a pencil', published: false });
  expect(row.body).toContain(WORD);
  const stored = await db('article_references').where({ article_id: row.id }).orderBy('position').select('id', 'author', 'title', 'title_href', 'publisher', 'publication_date');
  expect(stored).toEqual([
    { id: expect.any(Number), author: 'H. D. Thoreau', title: 'Walden', title_href: null, publisher: 'Ticknor and Fields', publication_date: '1854' },
    { id: expect.any(Number), author: 'Emily Dickinson', title: 'Poems', title_href: 'https://example.org/poems', publisher: null, publication_date: null },
  ]);
  expect(await db('article_tags').where({ article_id: row.id }).pluck('tag_id')).toEqual([typographyId]);

  // Editing: the id is locked; a reference is edited in place and keeps its id.
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Article: ${TITLE}`);
  await poll(() => id.inputValue()).toBe(ID);
  expect(await id.isDisabled()).toBe(true);
  await button(page, 'Edit reference 2').click();
  const second = page.getByRole('group', { name: 'Reference 2' });
  await second.getByRole('textbox', { name: 'Title' }).fill('  ');
  await button(second, 'Save').click();
  await poll(() => second.getByText('This field is required.').count()).toBe(1);
  await second.getByRole('textbox', { name: 'Title' }).fill('Poems, Second Series');
  await second.getByRole('textbox', { name: 'Publisher' }).fill('Roberts Brothers');
  await button(second, 'Save').click();
  await poll(() => references.getByRole('link', { name: 'Poems, Second Series' }).count()).toBe(1);
  await settle(page);
  await expectAccessible(page);
  await button(page, 'Save').click();
  await expectAdminToast(page, 'Record updated');
  await poll(async () => (await db('article_references').where({ id: stored[1]!.id }).first('title'))?.title).toBe('Poems, Second Series');
  expect(await db('article_references').where({ article_id: row.id }).orderBy('position').pluck('id')).toEqual(stored.map((r) => r.id));
  expect(await db('articles').where({ slug: ID }).first('slug')).toEqual({ slug: ID });

  // Publish from the editor: 'View on site' appears.
  expect(await page.getByRole('link', { name: 'View on site' }).count()).toBe(0);
  // It asks first; with nobody following articles by mail there is no one to email.
  await page.getByRole('switch', { name: `Published: ${TITLE}` }).click();
  const asked = page.getByRole('dialog', { name: 'Publish this article?' });
  await poll(() => asked.textContent()).toContain('Nobody is emailed.');
  await button(asked, 'Publish').click();
  await expectAdminToast(page, 'Article Published');
  await poll(() => page.getByRole('link', { name: 'View on site' }).getAttribute('href')).toBe(`/article/${ID}`);
  expect((await db('articles').where({ slug: ID }).first('published')).published).toBe(true);
  await screenshot(page, 'admin-article-edit');

  // A visitor finds it: by id, by a word of its body, in the sitemap, on its page.
  const guest = await app.get(`/api/article?id=${ID}`);
  expect(guest.status).toBe(200);
  expect(JSON.stringify(guest.body)).toContain(TITLE);
  const found = await app.post('/api/article/search/f', { keyword: WORD });
  expect(found.status).toBe(200);
  expect((found.body.articles as Array<{ id: string }>).map((a) => a.id)).toContain(ID);
  const sitemap = await app.get('/sitemap.xml');
  expect(sitemap.text).toContain(`/article/${ID}</loc>`);
  // The page is served with the article and its head.
  const served = await app.get(`/article/${ID}`);
  expect(served.status).toBe(200);
  expect(served.text).toContain(`<title>${TITLE} · `);

  // Back to the list: suspending shows the suppressed indicator, and the visitor loses it.
  await page.getByRole('link', { name: 'All articles' }).click();
  await page.waitForURL(/\/chariot\/articles$/);
  const articleRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
  await poll(() => articleRow.count()).toBe(1);
  expect(await articleRow.getByText('Suppressed', { exact: true }).count()).toBe(0);
  await poll(() => button(page, 'Published 1').count()).toBe(1);
  await articleRow.getByRole('switch', { name: `Published: ${TITLE}` }).click();
  await expectAdminToast(page, 'Article Suspended');
  await poll(() => articleRow.getByText('Suppressed', { exact: true }).count()).toBe(1);
  expect(await articleRow.getByRole('switch').isChecked()).toBe(false);
  await poll(() => button(page, 'Suppressed 1').count()).toBe(1);
  expect((await app.get(`/api/article?id=${ID}`)).status).toBe(404);
  expect((await app.get(`/article/${ID}`)).status).toBe(404);
  expect((await app.get('/sitemap.xml')).text).not.toContain(`/article/${ID}<`);

  // The counts are filters: Published leaves it out, Suppressed shows it; it is no draft.
  expect(await button(page, 'Drafts 0').count()).toBe(1);
  await button(page, 'Published 0').click();
  await poll(() => articleRow.count()).toBe(0);
  await button(page, 'Suppressed 1').click();
  await poll(() => articleRow.count()).toBe(1);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-articles-list');

  // Bulk: select it and publish again.
  await button(page, 'All 1').click();
  await articleRow.getByRole('checkbox', { name: `Select ${TITLE}` }).check();
  await button(page, 'Publish').click();
  // Published before without an email: publishing again emails nobody, and says so.
  const again = page.getByRole('dialog', { name: 'Publish this article?' });
  await poll(() => again.textContent()).toContain('It was published before without an email');
  await button(again, 'Publish').click();
  await expectAdminToast(page, 'Article Published');
  await poll(() => articleRow.getByRole('switch').isChecked()).toBe(true);
  expect(await articleRow.getByText('Suppressed', { exact: true }).count()).toBe(0);
}, 180_000);

test('volumes: a volume with a description and featured articles in order', async () => {
  await db('articles').insert([
    { slug: 'first_light', title: 'First Light', body: '<p>Dawn.</p>', published: true, published_at: new Date() },
    { slug: 'second_sight', title: 'Second Sight', body: '<p>Dusk.</p>', published: true, published_at: new Date() },
  ]);
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/volumes');
  const main = page.locator('#main-content');
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Manage Volumes');
  expect(await page.getByRole('menu', { name: 'Admin sections' }).getByRole('menuitem', { name: 'Volumes' }).getAttribute('aria-current')).toBe('page');

  await page.getByRole('link', { name: 'New volume' }).click();
  await page.waitForURL('**/chariot/volumes/create');
  await main.locator('input[name="label"]').fill('Volume of Hours');
  await main.locator('input[name="tag_slug"]').fill('hours');
  await page.getByRole('textbox', { name: 'Description' }).fill('Essays on time and attention.');
  await button(page, 'Add a detail').click();
  await page.getByRole('textbox', { name: 'Key 1' }).fill('season');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('Spring');
  await button(page, 'Save').click();
  await expectAdminToast(page, 'Record created');
  await page.waitForURL('**/chariot/volumes/hours');

  // Featured: two of the volume's articles, the second moved up. One outside the volume is not offered.
  await db('articles').insert({ slug: 'first_outsider', title: 'First Outsider', body: '<p>Elsewhere.</p>', published: true, published_at: new Date() });
  const hours = await db('tags').where({ name: 'hours', tag_type: 'volume' }).first('id');
  const members = await db('articles').whereIn('slug', ['first_light', 'second_sight']).pluck('id');
  await db('article_tags').insert(members.map((article_id: number) => ({ article_id, tag_id: hours.id })));
  const picker = page.getByRole('combobox', { name: 'Add a featured article' });
  await picker.fill('first');
  await poll(() => page.getByRole('option', { name: 'First Light (first_light)' }).count()).toBe(1);
  expect(await page.getByRole('option', { name: 'First Outsider (first_outsider)' }).count()).toBe(0);
  await picker.fill('');
  for (const [q, option] of [
    ['first', 'First Light (first_light)'],
    ['second', 'Second Sight (second_sight)'],
  ] as const) {
    await picker.fill(q);
    await page.getByRole('option', { name: option }).click();
  }
  const featured = page.getByRole('list', { name: 'Featured articles in order' });
  await poll(() => featured.getByRole('listitem').count()).toBe(2);
  await button(page, 'Move Second Sight up').click();
  await poll(() => featured.getByRole('listitem').first().textContent()).toContain('Second Sight');
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-volume-edit');
  await button(page, 'Save').click();
  await expectAdminToast(page, 'Record updated');

  const volume = await app.get('/api/article/volumes/hours');
  expect(volume.status).toBe(200);
  expect(JSON.stringify(volume.body)).toContain('Essays on time and attention.');
  const list = await app.get('/api/admin/volumes/hours', await signIn(admin));
  expect(list.body).toMatchObject({ tag_slug: 'hours', label: 'Volume of Hours', metadata: { description: 'Essays on time and attention.', season: 'Spring' }, featured: ['second_sight', 'first_light'] });

  // The list shows it with its counts.
  await page.getByRole('link', { name: 'All volumes' }).click();
  const volumeRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Volume of Hours' }) });
  await poll(() => volumeRow.count()).toBe(1);
  expect(await volumeRow.getByRole('cell', { name: 'hours', exact: true }).count()).toBe(1);
  // Two articles in it, two featured.
  expect(await volumeRow.getByRole('cell', { name: '2', exact: true }).count()).toBe(2);
});

test('at 375 px the article manager is rows, each with its switch', async () => {
  await db('articles').insert({ slug: 'pocket_essay', title: 'A Pocket Essay', body: '<p>Small.</p>' });
  const page = await newPage(app.url, { width: 375, height: 800 });
  await signInToConsole(page, admin, '/chariot/articles');
  await poll(() => page.getByRole('link', { name: 'A Pocket Essay' }).count()).toBe(1);
  expect(await page.locator('#main-content table').count()).toBe(0);
  expect(await page.getByRole('switch', { name: 'Published: A Pocket Essay' }).isChecked()).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-articles-375');
});

test("a taken id: the server's message shows under the ID and nothing is saved; deleting asks first", async () => {
  await db('articles').insert({ slug: 'taken_essay', title: 'The First of Its Name', body: '<p>First.</p>' });
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/articles/create');
  const main = page.locator('#main-content');
  await main.locator('input[name="title"]').fill('A Second of the Name');
  await main.locator('input[name="id"]').fill('taken_essay');
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Second.');
  await button(page, 'Save').click();
  await poll(() => main.getByText('An article with this id already exists.').count()).toBe(1);
  expect(await db('articles').where({ slug: 'taken_essay' }).pluck('title')).toEqual(['The First of Its Name']);
  expect(page.url()).toMatch(/\/chariot\/articles\/create$/);

  // Deleting asks first, then goes back to the article manager.
  await page.goto('/chariot/articles/taken_essay');
  await poll(() => main.locator('input[name="title"]').inputValue()).toBe('The First of Its Name');
  await button(page, 'Delete').click();
  const dialog = page.getByRole('dialog', { name: 'Delete this article?' });
  await poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectAdminToast(page, 'Record deleted');
  await page.waitForURL(/\/chariot\/articles$/);
  expect(await db('articles').where({ slug: 'taken_essay' }).count({ n: '*' }).first()).toEqual({ n: 0 });
});
