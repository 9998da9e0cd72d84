import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { config } from '../src/platform/config';
import { db } from '../src/platform/db';
import { seedDemoData } from '../src/seed';
import { expectAccessible, newPage, poll, recordInPage, screenshot } from '../test/browser';
import { makeArticle } from '../test/content-factories';
import { makeUser, signIn, type MadeUser } from '../test/factories';
import { testApp } from '../test/http';

// The library as a reader meets it, on the demo data: header suggestions, the search page's
// Articles tab, the article page (votes, shares, tags, references), /random, the volumes, and the
// same pages on a phone.

const app = await testApp({ client: 'built' });

const PHONE = { width: 375, height: 800 };
const SLUG = 'the_crystal_goblet_revisited';
const TITLE = 'The Crystal Goblet, Revisited';
/** A word only that article's body holds (not its title, subtitle or headline). */
const BODY_WORD = 'flagon';

const main = (page: Page) => page.locator('main');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const query = (page: Page) => new URL(page.url()).searchParams;
const voteButton = (page: Page, name: 'Like' | 'Dislike') => page.getByRole('group', { name: 'Rate this article' }).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
const countIn = async (page: Page, name: 'Like' | 'Dislike') => Number((await voteButton(page, name).textContent())!.replace(/\D+/g, ''));
const shareCount = async (page: Page) => Number(/(\d+) shares?/.exec((await page.getByRole('group', { name: 'Share' }).textContent()) ?? '')?.[1]);

let member: MadeUser;
let tagId: number;

beforeAll(async () => {
  await seedDemoData(db, { siteName: config.SITE_NAME, shopEmail: config.SHOP_EMAIL });
  member = await makeUser({ username: 'goblet_reader' });
  tagId = (await db('tags').where({ name: 'beatrice_warde' }).first('id')).id;
});

test('a visitor finds an article by a word of its body, from the suggestions to the Articles tab', async () => {
  const page = await newPage(app.url);
  const events = await recordInPage(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.click();
  await box.pressSequentially(BODY_WORD, { delay: 40 });

  // A second after the last keystroke (by the page's clock) the suggestions are asked for and
  // show, grouped; the article is among them.
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await poll(() => list.isVisible()).toBe(true);
  const seen = await events();
  const lastKey = seen.filter((e) => e.what === 'input').at(-1)!;
  const suggested = seen.find((e) => e.what.endsWith('/api/article/search/f') && JSON.parse(e.body ?? '{}').keyword === BODY_WORD);
  expect(suggested).toBeDefined();
  expect(suggested!.at - lastKey.at).toBeGreaterThanOrEqual(999);
  expect(JSON.parse(suggested!.body!)).toMatchObject({ keyword: BODY_WORD, sort_by: 'relevance', quantity: 10 });
  const articles = list.getByRole('group', { name: 'Articles' });
  await poll(() => articles.getByRole('option').allTextContents()).toEqual([expect.stringContaining(TITLE)]);
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(10);
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  await screenshot(page, 'articles-suggestions');

  // Arrow keys move the highlight round the list; Escape hides it; Enter then searches.
  const count = await list.getByRole('option').count();
  await box.press('ArrowDown');
  const firstId = await list.getByRole('option').first().getAttribute('id');
  expect(await box.getAttribute('aria-activedescendant')).toBe(firstId);
  await box.press('ArrowUp');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await list.getByRole('option').nth(count - 1).getAttribute('id'));
  await box.press('Escape');
  await poll(() => list.isVisible()).toBe(false);
  expect(await box.getAttribute('aria-expanded')).toBe('false');
  await box.press('Enter');
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === BODY_WORD);

  // The shop tab first (the default); the Articles tab finds the article, the word marked.
  const tabs = page.getByRole('tablist', { name: 'Search in' });
  await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toMatch(/^Shop \(\d+\)$/);
  await tabs.getByRole('tab', { name: 'Articles' }).click();
  await poll(() => query(page).get('search_type')).toBe('articles');
  await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toMatch(/^Articles \(\d+\)$/);
  expect(await page.evaluate(() => localStorage.getItem('searchType'))).toBe('articles');
  const panel = page.getByRole('tabpanel', { name: 'Articles' });
  await poll(() => panel.getByRole('status').filter({ hasText: 'Found:' }).textContent()).toBe('Found: 1 match');
  const results = panel.getByRole('list', { name: 'Articles found' });
  await poll(() => results.getByRole('heading').allTextContents()).toEqual([TITLE]);
  expect((await results.locator('mark').allTextContents()).map((t) => t.toLowerCase())).toContain(BODY_WORD);
  expect(await panel.getByLabel('Sort by').inputValue()).toBe('relevance');
  await expectAccessible(page);
  await screenshot(page, 'articles-search');

  // By keyboard: the tabs move with the arrow keys.
  await tabs.getByRole('tab', { name: 'Articles' }).focus();
  await page.keyboard.press('ArrowLeft');
  await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toMatch(/^Shop \(\d+\)$/);
  await poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Shop \(\d+\)$/);
  await page.keyboard.press('ArrowRight');
  await poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toMatch(/^Articles \(\d+\)$/);

  // Nothing found: said in words.
  await page.goto('/search/articles/zzyzxquux');
  await poll(() => main(page).textContent()).toContain('No article found...');

  // A choice from the suggestions goes straight to the article.
  await page.goto('/articles');
  await box.fill(BODY_WORD);
  await poll(() => list.getByRole('option', { name: new RegExp(TITLE) }).isVisible()).toBe(true);
  await list.getByRole('option', { name: new RegExp(TITLE) }).click();
  await page.waitForURL(`**/article/${SLUG}`);
  await poll(() => list.isVisible()).toBe(false);
});

test('a reader reads the article, likes it, changes to a dislike, shares it and follows a tag', async () => {
  const page = await newPage(app.url);
  await page.context().route(/^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Shared</title>' }));
  const shares: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/article/share/')) shares.push(r.url());
  });
  await page.goto(`/article/${SLUG}`);
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
  const text = await main(page).textContent();
  for (const words of ['Should typography be invisible?', 'By Clara Winslow', '@admin', 'Published', 'a flagon of wine', 'References', 'Sylvan Press', 'Comments']) {
    expect(text).toContain(words);
  }
  expect(await main(page).locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect((await page.getByRole('list', { name: 'Topics' }).getByRole('link').allTextContents()).sort()).toEqual(['Design', 'Typography']);
  const mentioned = page.getByRole('list', { name: 'Mentioned' }).getByRole('link', { name: 'Beatrice Warde' });
  expect(await mentioned.getAttribute('href')).toBe(`/search?search_type=articles&tag=${tagId}`);
  expect(await page.locator('section#comments').count()).toBe(1);
  // The body is set in the reading serif, about 70 characters wide.
  const body = main(page).locator('.prose').first();
  expect(await body.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Literata/);
  expect(await body.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(800);
  await expectAccessible(page);
  await screenshot(page, 'article');

  // A visitor's like asks them to sign in, and sends nothing.
  const likes = await countIn(page, 'Like');
  const dislikes = await countIn(page, 'Dislike');
  await voteButton(page, 'Like').click();
  const modal = page.getByRole('dialog', { name: 'Login' });
  await poll(() => modal.isVisible()).toBe(true);
  await modal.getByLabel('Username or email').fill(member.username);
  await modal.getByLabel('Password', { exact: true }).fill(member.password);
  await modal.getByRole('button', { name: 'Login' }).click();
  await poll(() => modal.isVisible()).toBe(false);
  expect(await countIn(page, 'Like')).toBe(likes);

  // Like: one more, pressed. Dislike instead: the like goes, the dislike counts.
  await voteButton(page, 'Like').click();
  await poll(() => countIn(page, 'Like')).toBe(likes + 1);
  expect(await voteButton(page, 'Like').getAttribute('aria-pressed')).toBe('true');
  await poll(async () => (await db('article_votes').where({ user_id: member.id })).map((v) => v.value)).toEqual([1]);
  await voteButton(page, 'Dislike').click();
  await poll(() => countIn(page, 'Dislike')).toBe(dislikes + 1);
  expect(await countIn(page, 'Like')).toBe(likes);
  expect(await voteButton(page, 'Like').getAttribute('aria-pressed')).toBe('false');
  expect(await voteButton(page, 'Dislike').getAttribute('aria-pressed')).toBe('true');
  await poll(async () => (await db('article_votes').where({ user_id: member.id })).map((v) => v.value)).toEqual([-1]);
  // The server remembers it.
  await page.reload();
  await poll(() => voteButton(page, 'Dislike').getAttribute('aria-pressed')).toBe('true');
  expect(await countIn(page, 'Dislike')).toBe(dislikes + 1);
  // Pressing again undoes it.
  await voteButton(page, 'Dislike').click();
  await poll(() => countIn(page, 'Dislike')).toBe(dislikes);
  expect(await voteButton(page, 'Dislike').getAttribute('aria-pressed')).toBe('false');

  // Sharing: the network's page opens in a new tab, and the share is counted.
  const shared = await shareCount(page);
  const facebook = page.getByRole('link', { name: 'Share on Facebook' });
  expect(await facebook.getAttribute('target')).toBe('_blank');
  expect(await facebook.getAttribute('rel')).toContain('noopener');
  const [popup] = await Promise.all([page.waitForEvent('popup'), facebook.click()]);
  expect(decodeURIComponent(popup.url())).toContain(`sharer.php?u=${app.url}/article/${SLUG}`);
  await popup.close();
  await poll(() => shareCount(page)).toBe(shared + 1);
  expect(shares).toEqual([`${app.url}/api/article/share/${SLUG}`]);
  expect(await page.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(/^mailto:\?subject=The%20Crystal%20Goblet/);
  expect(await page.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain('x.com/intent/tweet?url=');
  expect(await page.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain('linkedin.com/sharing/share-offsite/?url=');
  await screenshot(page, 'article-voted');

  // A tag leads to the Articles tab filtered by it.
  await page.getByRole('list', { name: 'Mentioned' }).getByRole('link', { name: 'Beatrice Warde' }).click();
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('tag') === String(tagId));
  await poll(() => page.getByRole('tablist', { name: 'Search in' }).getByRole('tab', { selected: true }).textContent()).toMatch(/^Articles \(\d+\)$/);
  const results = page.getByRole('list', { name: 'Articles found' });
  await poll(() => results.getByRole('heading').allTextContents()).toContain(TITLE);
  const withTag = await db('article_tags').where({ tag_id: tagId }).count({ n: '*' });
  expect(await results.getByRole('heading').count()).toBe(Number(withTag[0]!.n));
  // The chip names the tag once the tag list has come (until then it says "Tag <id>").
  await poll(() => page.getByRole('list', { name: 'Chosen tags' }).textContent()).toContain('Beatrice Warde');
});

test("a refused vote is rolled back and says why (an account not yet activated)", async () => {
  const waiting = await makeUser({ activated: false });
  const page = await newPage(app.url);
  await page.context().addCookies([{ name: 'token', value: await signIn(waiting), url: app.url }]);
  await page.goto(`/article/${SLUG}`);
  await poll(() => voteButton(page, 'Like').count()).toBe(1);
  const likes = await countIn(page, 'Like');
  await voteButton(page, 'Like').click();
  await poll(() => page.getByRole('status').filter({ hasText: /activate/i }).count()).toBe(1);
  expect(await countIn(page, 'Like')).toBe(likes);
  expect(await voteButton(page, 'Like').getAttribute('aria-pressed')).toBe('false');
});

test('a missing article goes to the 404 page', async () => {
  const page = await newPage(app.url);
  await page.goto('/article/no_such_article');
  await page.waitForURL('**/404');
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404: Not Found.');
  await page.goto('/volumes/no_such_volume');
  await page.waitForURL('**/404');
});

test("an article page is served with the article and its head, its title as text; a missing, draft or suppressed one answers 404", async () => {
  const title = 'The Art of </script><script>alert(1)</script> "Memory"';
  await makeArticle({ slug: 'head_breakout', title, body: '<p>Remembered text.</p>' });
  const res = await app.get('/article/head_breakout');
  expect(res.status).toBe(200);
  const escaped = 'The Art of &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Memory&quot;';
  expect(res.text).toContain(`<title>${escaped} · ${config.SITE_NAME}</title>`);
  expect(res.text).toContain(`<meta property="og:title" content="${escaped}"/>`);
  expect(res.text).toContain('Remembered text.');
  const head = res.text.slice(0, res.text.indexOf('</head>'));
  expect(head.match(/<\/script>/g)).toHaveLength(head.match(/<script\b/g)!.length);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!;
  expect(jsonLd).not.toContain('<');
  expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Article', headline: title });

  const draft = await makeArticle({ published: false });
  const suppressed = await makeArticle({ published: false, published_at: new Date() });
  for (const path of ['/article/no_such_article', `/article/${draft.slug}`, `/article/${suppressed.slug}`, '/volumes/no_such_volume', '/comment/head_breakout/2000000000']) {
    const missing = await app.get(path);
    expect({ path, status: missing.status }).toEqual({ path, status: 404 });
    expect(missing.text).toContain('404: Not Found.');
  }
});

test('the article list scrolls to its end; /random lands on an article; the volumes list three volumes', async () => {
  const page = await newPage(app.url);
  const published = Number((await db('articles').where({ published: true }).count({ n: '*' }))[0]!.n);
  await page.goto('/articles');
  const list = page.getByRole('list', { name: 'Articles' });
  await poll(() => list.getByRole('heading').count()).toBe(10);
  const newest = await db('articles').where({ published: true }).orderBy('published_at', 'desc').first('title');
  expect(await list.getByRole('heading').first().textContent()).toBe(newest.title);
  expect(await list.locator('time').first().textContent()).toMatch(/ago$|^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expectAccessible(page);
  // Scrolling down brings the next ten.
  await poll(async () => {
    await page.mouse.wheel(0, 5000);
    return list.getByRole('heading').count();
  }).toBe(Math.min(published, 20));
  await screenshot(page, 'articles-list');

  await page.goto('/random');
  await page.waitForURL(/\/article\/[a-z0-9_-]+$/);
  await poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  // /random took its own place in the history.
  await page.goBack();
  expect(pathOf(page)).not.toBe('/random');

  await page.goto('/volumes');
  const volumes = page.getByRole('list', { name: 'Volumes' });
  await poll(() => volumes.getByRole('link').allTextContents()).toEqual(['On Reading', 'The Shape of Letters', 'Centers and Margins']);
  expect(await volumes.textContent()).toContain('Essays on type, the page and the crafts of the book.');
  await expectAccessible(page);
  await screenshot(page, 'volumes');
  await volumes.getByRole('link', { name: 'The Shape of Letters' }).click();
  await page.waitForURL('**/volumes/the_shape_of_letters');
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('The Shape of Letters');
  for (const shelf of ['Featured', 'New', 'Popular']) {
    await poll(() => page.getByRole('list', { name: `${shelf} articles` }).getByRole('heading').count()).toBeGreaterThan(0);
  }
  expect(await page.getByRole('list', { name: 'Featured articles' }).getByRole('heading').allTextContents()).toContain(TITLE);
  await expectAccessible(page);
  await screenshot(page, 'volume');
});

test('on a phone the article and the search page fit the screen, suggestions included, in both themes', async () => {
  const page = await newPage(app.url, PHONE);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const theme of ['0', '1']) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: app.url }]);
    await page.goto(`/article/${SLUG}`);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await fits()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `article-phone-${theme === '1' ? 'dark' : 'light'}`);

    await page.goto(`/search/articles/${BODY_WORD}`);
    await poll(() => page.getByRole('list', { name: 'Articles found' }).getByRole('heading').count()).toBe(1);
    expect(await fits()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `search-phone-${theme === '1' ? 'dark' : 'light'}`);
  }

  // The header's box opens over the row; the suggestions span the screen below it.
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await poll(() => box.isVisible()).toBe(true);
  await box.fill('goblet');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await poll(() => list.isVisible()).toBe(true);
  const rect = await list.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(rect.left).toBe(0);
  expect(rect.width).toBeGreaterThan(PHONE.width - 20);
  await screenshot(page, 'suggestions-phone');
  await list.getByRole('option', { name: new RegExp(TITLE) }).click();
  await page.waitForURL(`**/article/${SLUG}`);
});
