import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, newPage, poll, screenshot } from '../test/browser';
import { makeUser } from '../test/factories';
import { testApp } from '../test/http';
import { lastMailTo, linkPath, mailsTo } from '../test/mail';

// Issue 36: registering leaves a page that says what happens next (where the link went, how long
// it works, a way to have it sent again, what one can do meanwhile), and it stays reachable until
// the account is active.

const app = await testApp({ client: 'built' });
const main = (page: Page) => page.locator('main');
const RESEND = 'Resend the activation mail';

test('a visitor registers, reads what happens next, has the mail sent again until the limit says wait, and the link activates', async () => {
  const email = 'next.steps@example.test';
  const page = await newPage(app.url);
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Username', { exact: true }).fill('next_steps');
  await page.getByLabel('Password', { exact: true }).fill('lantern-orbit-mosaic-7');
  await page.getByRole('checkbox', { name: /^I am 13 or older/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL((url) => url.pathname === '/activate');
  await poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Check your email');
  const text = () => main(page).textContent();
  await poll(text).toContain('To complete your registration, please check your email for the activation link.');
  expect(await text()).toMatch(/Success: Welcome to the /);
  expect(await text()).toContain(`We sent it to ${email}. The link works for 7 days`);
  expect(await main(page).getByRole('heading', { name: 'Meanwhile' }).count()).toBe(1);
  // The address is not in the page's address.
  expect(page.url()).not.toContain('next.steps');
  await expectAccessible(page);
  await screenshot(page, 'activation-next-steps');

  // A reload keeps the address (history state), which the server's HTML cannot hold: hydration
  // starts without it, so React reports no mismatch.
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await page.reload();
  await poll(text).toContain(`We sent it to ${email}.`);
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);

  const first = await lastMailTo(email);
  const resend = main(page).getByRole('button', { name: RESEND });
  const answers: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/activate/resend');
    await resend.click();
    answers.push(String((await answered).status()));
  }
  // Registration's mail and three more; the fourth ask is refused, and the page says why in words.
  expect(answers).toEqual(['200', '200', '200', '429']);
  await poll(() => main(page).getByRole('alert').textContent()).toContain('Please wait a few minutes before asking again; the links already sent still work.');
  await lastMailTo(email, { afterCount: 3 });
  expect(await mailsTo(email)).toHaveLength(4);
  await expectAccessible(page);

  // Any of the links works; it signs in and the page now says the account is active.
  await page.goto(linkPath(first.links.find((l) => l.includes('/activate/'))!));
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/activate');
  await poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe('Your account is active');
});

test('a signed-in member not yet active finds the page from the banner; a visitor without the address types it', async () => {
  const member = await makeUser({ activated: false });
  const page = await newPage(app.url);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const banner = page.getByRole('region', { name: 'Account activation' });
  await banner.getByRole('link', { name: 'What happens next' }).click();
  await page.waitForURL((url) => url.pathname === '/activate');
  await poll(() => main(page).textContent()).toContain(`We sent it to ${member.email}.`);
  // The banner does not repeat the page.
  expect(await banner.count()).toBe(0);
  await main(page).getByRole('button', { name: RESEND }).click();
  await poll(() => main(page).getByRole('status').textContent()).toContain(`We sent a new activation link to ${member.email}. The link works for 7 days.`);
  await lastMailTo(member.email);

  const visitor = await newPage(app.url, { width: 375, height: 800 });
  await visitor.goto('/activate');
  const form = main(visitor);
  await form.getByLabel('The email address you registered').fill(member.email);
  await form.getByRole('button', { name: RESEND }).click();
  await poll(() => form.getByRole('status').textContent()).toContain(`If an account at ${member.email} is waiting for activation, we have sent it a new link.`);
  await lastMailTo(member.email, { afterCount: 1 });
  await expectAccessible(visitor);
  await screenshot(visitor, 'activation-by-address-375');
});
