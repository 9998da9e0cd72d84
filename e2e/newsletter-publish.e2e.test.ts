import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';

// Issue 36, item 5: the console's publish asks before it mails. The editor publishes from the
// list, chooses "Publish and email 1 subscriber", sees the send waiting (NEWSLETTER_SEND_DELAY,
// 300 s here, set before config is read), cancels it, and nobody is mailed, even once the start
// job runs (made due here rather than waited for).
process.env.NEWSLETTER_SEND_DELAY = '300';

const [{ makeArticle }, { expectAccessible, expectAdminToast, newPage, poll, screenshot, settle, signInToConsole }, { makeAdmin }, { testApp }, { makeSubscriber }, { mailsTo }, { db }, { drainJobs }] =
  await Promise.all([
    import('../test/content-factories'),
    import('../test/browser'),
    import('../test/factories'),
    import('../test/http'),
    import('../test/newsletter-factories'),
    import('../test/mail'),
    import('../src/platform/db'),
    import('../src/platform/jobs'),
  ]);

const app = await testApp({ client: 'built' });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

const admin = await makeAdmin({ username: 'second_thinker' });
const reader = await makeSubscriber({}, { username: 'every_article_reader' });
const TITLE = 'A Draft Not Ready';
await makeArticle({ slug: 'not_ready', title: TITLE, published: false });

test('publish, choose to email the one subscriber, see the send waiting, cancel it: nobody is mailed', async () => {
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/articles');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
  await poll(() => row.count()).toBe(1);

  // The switch asks: how many would be emailed, and when.
  await row.getByRole('switch', { name: `Published: ${TITLE}` }).click();
  const asked = page.getByRole('dialog', { name: 'Publish this article?' });
  await poll(() => button(asked, 'Publish and email 1 subscriber').count()).toBe(1);
  expect(await asked.textContent()).toContain('The emails start in 5 minutes.');
  expect(await button(asked, 'Publish only').count()).toBe(1);
  // Checked for accessibility, not photographed: a full-page screenshot resizes the page, and the
  // list's rows are remade across the phone breakpoint, closing the question (nothing published).
  await settle(page);
  await expectAccessible(page);
  await button(asked, 'Publish and email 1 subscriber').click();
  await expectAdminToast(page, 'Article Published');
  await poll(() => row.getByRole('switch').isChecked()).toBe(true);

  // The send waits, shown above the list with its Cancel.
  const pending = page.getByRole('region', { name: 'Newsletters waiting to start' });
  await poll(() => pending.textContent()).toMatch(new RegExp(`“${TITLE}” will be emailed to its subscribers at .+ \\(in (5|4) minutes\\)`));
  expect(await db('newsletter_sends').first('state')).toEqual({ state: 'scheduled' });
  await settle(page);
  await expectAccessible(page);
  await screenshot(page, 'admin-pending-send');

  await button(pending, `Cancel the email of ${TITLE}`).click();
  await expectAdminToast(page, 'The newsletter is cancelled: nobody was emailed.');
  await poll(() => pending.count()).toBe(0);
  expect(await db('newsletter_sends').first('state')).toEqual({ state: 'cancelled' });
  // The article stays published.
  expect(await row.getByRole('switch').isChecked()).toBe(true);

  // The delay over: the start job runs, finds the send cancelled, and mails nobody.
  await drainJobs();
  expect(await db('job_outbox').where({ name: 'newsletters.start-send' }).whereNull('done_at').update({ run_at: db.fn.now() })).toBe(1);
  await drainJobs();
  expect(await mailsTo(reader.email)).toEqual([]);
  expect(await db('newsletter_deliveries')).toEqual([]);

  // The console's Newsletters says so too.
  await page.goto(`${app.url}/chariot/newsletters`);
  await poll(() => page.getByRole('row', { name: new RegExp(TITLE) }).textContent()).toMatch(/Cancelled/);
});
