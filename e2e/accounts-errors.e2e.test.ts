import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { USERNAME_RULE } from '../src/modules/accounts/schemas';
import { expectAccessible, newPage, poll, screenshot } from '../test/browser';
import { makeUser } from '../test/factories';
import { testApp } from '../test/http';

const app = await testApp({ client: 'built' });

const main = (page: Page) => page.locator('main');
const toastText = async (page: Page) => (await page.locator('.toasts').allTextContents()).join('');

/** The one message under each invalid field, read through its aria-describedby error. */
async function fieldErrors(page: Page): Promise<string[]> {
  return page.locator('main [aria-invalid="true"]').evaluateAll((inputs) =>
    inputs.map((input) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
    }),
  );
}

/** Exactly once on the page, and in no box (role=alert) or toast. */
async function expectOnce(page: Page, text: string) {
  expect(await main(page).getByText(text, { exact: true }).count()).toBe(1);
  expect(await toastText(page)).not.toContain(text);
}

const cases = [
  { name: 'desktop-light', viewport: { width: 1280, height: 900 }, dark: false },
  { name: '375-dark', viewport: { width: 375, height: 740 }, dark: true },
];

test.each(cases)('two failed fields show one error each, with no box and no toast ($name)', async ({ name, viewport, dark }) => {
  const taken = await makeUser({ username: `taken_${name.replace('-', '_')}` });
  const page = await newPage(app.url, viewport);
  await page.context().addCookies([{ name: 'theme', value: dark ? '1' : '0', url: app.url }]);

  // Register, checked in the browser as each field is left: an email that is not one, a username too short.
  await page.goto('/register');
  const create = page.getByRole('button', { name: 'Create account' });
  await expect.poll(() => create.count()).toBe(1);
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Username', { exact: true }).fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('lantern-orbit-mosaic-7');
  await page.getByRole('checkbox', { name: /^I am 13 or older/ }).check();
  await expect.poll(() => fieldErrors(page)).toEqual(['Please enter a valid email address.', USERNAME_RULE]);
  await expectOnce(page, 'Please enter a valid email address.');
  // The username rule, shown as the hint until now, is said once: as the error.
  await expectOnce(page, USERNAME_RULE);
  expect(await main(page).getByRole('alert').count()).toBe(0);
  expect(await create.isDisabled()).toBe(true);
  await expectAccessible(page);
  await screenshot(page, `register-two-errors-${name}`);

  // Typing clears a field's error; the server's answer for a taken username lands under that field only.
  await page.getByLabel('Email', { exact: true }).fill(`new_${name.replace('-', '_')}@example.test`);
  await page.getByLabel('Username', { exact: true }).fill(taken.username);
  expect(await fieldErrors(page)).toEqual([]);
  expect(await create.isDisabled()).toBe(false);
  await create.click();
  await expect.poll(() => fieldErrors(page)).toEqual(['This username is taken. Please choose another.']);
  await expectOnce(page, 'This username is taken. Please choose another.');
  expect(await main(page).getByText('Please correct the highlighted fields.').count()).toBe(0);
  expect(await main(page).getByRole('alert').count()).toBe(0);
  expect(await toastText(page)).toBe('');
  await screenshot(page, `register-taken-${name}`);

  // A taken email address is not said: registration answers as for a new one (its owner is mailed).
  await page.getByLabel('Email', { exact: true }).fill(taken.email);
  await page.getByLabel('Username', { exact: true }).fill(`fresh_${name.replace('-', '_')}`);
  await create.click();
  await expect.poll(() => toastText(page)).toContain('To complete your registration, please check your email for the activation link.');
  await page.waitForURL((url) => url.pathname === '/activate');
  expect(await fieldErrors(page)).toEqual([]);

  // Login with both fields blank: one 'This field is required.' under each, nothing else.
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Login' });
  await expect.poll(() => signIn.count()).toBe(1);
  await signIn.click();
  await expect.poll(() => fieldErrors(page)).toEqual(['This field is required.', 'This field is required.']);
  expect(await main(page).getByText('This field is required.').count()).toBe(2);
  expect(await main(page).getByRole('alert').count()).toBe(0);
  expect(await toastText(page)).toBe('');
  await expectAccessible(page);
  await screenshot(page, `login-errors-${name}`);

  // The profile's password form, sent empty: one 'This field is required.' under each of its three fields.
  await page.getByLabel('Username or email').fill(taken.username);
  await page.getByLabel('Password', { exact: true }).fill(taken.password);
  await signIn.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/profile');
  // The profile is whole once its newsletter choices (loaded with their section) are in.
  await poll(() => page.getByRole('button', { name: 'Save newsletter choices' }).count()).toBe(1);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect.poll(() => fieldErrors(page)).toEqual(['This field is required.', 'This field is required.', 'This field is required.']);
  expect(await main(page).getByRole('alert').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Update password' }).isDisabled()).toBe(true);
  expect(await toastText(page)).toBe('');
  await expectAccessible(page);
  await screenshot(page, `profile-password-errors-${name}`);

  // A mismatch shows under the confirmation only, and goes once the new password is changed to agree.
  const update = page.getByRole('button', { name: 'Update password' });
  await page.getByLabel('Current password').fill(taken.password);
  await page.getByLabel('New password', { exact: true }).fill('velvet-harbor-quartz-92');
  await page.getByLabel('Confirm the new password').fill('velvet-harbor-quartz-29');
  await page.getByLabel('Confirm the new password').blur();
  await expect.poll(() => fieldErrors(page)).toEqual(['The passwords do not match.']);
  await page.getByLabel('New password', { exact: true }).fill('velvet-harbor-quartz-29');
  await page.getByLabel('New password', { exact: true }).blur();
  await expect.poll(() => fieldErrors(page)).toEqual([]);
  expect(await update.isDisabled()).toBe(false);
});
