import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { expectAccessible, newPage, screenshot } from '../test/browser';
import { makeAdmin, makeUser, signIn, type MadeUser } from '../test/factories';
import { testApp } from '../test/http';

const app = await testApp({ client: 'built' });

const admin = await makeAdmin({ username: 'warden' });
const member = await makeUser({ username: 'marlowe_reader' });
const bystander = await makeUser({ username: 'quiet_bystander' });

/** Signs in through the public /login page, which sends the browser back to the saved admin path. */
async function signInToConsole(page: Page, user: MadeUser, path: string) {
  await page.goto(path);
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => sessionStorage.getItem('savedPath'))).toBe(path);
  await page.getByLabel(/username or email/i).fill(user.username);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await page.waitForURL(`**${path}`);
}

const cell = (page: Page, name: string) => page.getByRole('cell', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** react-admin's toast (a MUI Snackbar). */
const toast = (page: Page, text: string) => page.locator('.MuiSnackbarContent-message', { hasText: text });

test('an administrator finds a member, suspends, reinstates, promotes and demotes them', async () => {
  const memberToken = await signIn(member);
  expect((await app.post('/api/auth/authenticate', { token: memberToken })).status).toBe(200);

  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot');
  await page.getByRole('menuitem', { name: 'Members', exact: true }).click();
  await page.waitForURL('**/chariot/members');

  // The list: every (undeleted) member, newest first, with status and roles.
  await expect.poll(() => cell(page, member.username).count()).toBe(1);
  expect(await cell(page, bystander.username).count()).toBe(1);
  expect(await cell(page, admin.username).count()).toBe(1);
  const adminRow = page.getByRole('row').filter({ has: cell(page, admin.username) });
  expect(await adminRow.getByText('Administrator', { exact: true }).count()).toBe(1);
  expect(await adminRow.getByText('Active', { exact: true }).count()).toBe(1);
  for (const name of [/username/i, /email/i, /created/i]) {
    expect(await page.getByRole('columnheader', { name }).getByRole('button').count()).toBe(1);
  }
  await expectAccessible(page);

  // Newest first by default; the Username header sorts A to Z on the server.
  const firstUsername = () => page.getByRole('row').nth(1).getByRole('cell').first().textContent();
  expect(await firstUsername()).toBe(bystander.username);
  await page.getByRole('columnheader', { name: /username/i }).getByRole('button').click();
  await expect.poll(firstUsername).toBe(member.username);
  expect(new URL(page.url()).searchParams.get('sort')).toBe('username');
  expect(new URL(page.url()).searchParams.get('order')).toBe('ASC');

  // Search narrows the list on the server.
  await page.getByRole('textbox', { name: 'Search members' }).fill('marlowe');
  await expect.poll(() => cell(page, bystander.username).count()).toBe(0);
  expect(await cell(page, member.username).count()).toBe(1);
  expect(await cell(page, admin.username).count()).toBe(0);
  await screenshot(page, 'admin-members-search');

  await page.getByRole('textbox', { name: 'Search members' }).fill('no such person anywhere');
  await expect.poll(() => page.getByText('No members match this search.').count()).toBe(1);
  await page.getByRole('textbox', { name: 'Search members' }).fill('marlowe');
  await expect.poll(() => cell(page, member.username).count()).toBe(1);

  // A row opens the member.
  await page.getByRole('row').filter({ has: cell(page, member.username) }).getByRole('cell', { name: 'Test Member' }).click();
  await page.waitForURL(`**/chariot/members/${member.id}/show`);
  const main = page.locator('#main-content');
  await expect.poll(() => main.getByText(member.email, { exact: true }).count()).toBe(1);
  expect(await main.getByText('Test Member', { exact: true }).count()).toBe(1);
  expect(await main.getByText('Active', { exact: true }).count()).toBe(1);
  // The session opened above counts as a sign-in; the field waits for the detail call, never says "Never" early.
  await expect.poll(() => main.getByText(/\d{4}/).count()).toBe(3);
  expect(await main.getByText('Never', { exact: true }).count()).toBe(0);
  await expectAccessible(page);
  await screenshot(page, 'admin-member-show');

  // Suspend asks first; cancelling changes nothing.
  await button(page, 'Suspend').click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${member.username}?` });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await page.waitForFunction(() => document.getAnimations().length === 0); // axe reads colours mid-fade
  await expectAccessible(page);
  await screenshot(page, 'admin-member-suspend-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect((await db('users').where({ id: member.id }).first('suspended_at')).suspended_at).toBeNull();

  await button(page, 'Suspend').click();
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect.poll(() => toast(page, 'Member suspended').count()).toBe(1);
  await expect.poll(() => main.getByText('Suspended', { exact: true }).count()).toBe(1);
  await expect.poll(() => dialog.count()).toBe(0); // the rest of the page is aria-hidden while it closes
  expect(await button(page, 'Reinstate').count()).toBe(1);
  expect(await button(page, 'Suspend').count()).toBe(0);
  expect((await db('users').where({ id: member.id }).first('suspended_at')).suspended_at).not.toBeNull();
  await screenshot(page, 'admin-member-suspended');

  // Suspension signs the member out everywhere.
  expect((await app.post('/api/auth/authenticate', { token: memberToken })).status).toBe(401);

  await button(page, 'Reinstate').click();
  await expect.poll(() => toast(page, 'Member reinstated').count()).toBe(1);
  await expect.poll(() => main.getByText('Active', { exact: true }).count()).toBe(1);
  expect(await button(page, 'Suspend').count()).toBe(1);
  expect((await db('users').where({ id: member.id }).first('suspended_at')).suspended_at).toBeNull();

  const adminToken = await signIn(admin);
  const roles = async () => (await app.get(`/api/admin/members/${member.id}`, adminToken)).body.roles as string[];

  await button(page, 'Grant administrator').click();
  await expect.poll(() => toast(page, 'Administrator role granted').count()).toBe(1);
  await expect.poll(() => button(page, 'Revoke administrator').count()).toBe(1);
  expect(await main.getByText('Administrator', { exact: true }).count()).toBe(1);
  expect(await roles()).toEqual(['administrator']);

  await button(page, 'Revoke administrator').click();
  await expect.poll(() => toast(page, 'Administrator role revoked').count()).toBe(1);
  await expect.poll(() => button(page, 'Grant administrator').count()).toBe(1);
  expect(await main.getByText('Administrator', { exact: true }).count()).toBe(0);
  expect(await roles()).toEqual([]);
});

test("an administrator's own record cannot be suspended or demoted", async () => {
  const page = await newPage(app.url);
  await signInToConsole(page, admin, `/chariot/members/${admin.id}/show`);
  const main = page.locator('#main-content');
  await expect.poll(() => main.getByText(admin.email, { exact: true }).count()).toBe(1);

  const revoke = button(page, 'Revoke administrator');
  await expect.poll(() => revoke.isDisabled()).toBe(true);
  expect(await button(page, 'Suspend').isDisabled()).toBe(true);
  const note = page.locator('#own-account-note');
  expect(await note.textContent()).toMatch(/cannot suspend it or remove your own administrator role/);
  expect(await revoke.getAttribute('aria-describedby')).toBe('own-account-note');
  await expectAccessible(page);
  await screenshot(page, 'admin-member-own');

  // The server holds the same line.
  const token = await signIn(admin);
  const revoked = await app.del(`/api/admin/members/${admin.id}/roles/administrator`, token);
  expect(revoked.status).toBe(400);
  expect(revoked.body.message).toBe('You cannot remove your own administrator role.');
  expect((await app.post(`/api/admin/members/${admin.id}/suspend`, {}, token)).status).toBe(400);
});

test("a failed action shows the server's message and leaves the page as it was", async () => {
  const gone = await makeUser({ username: 'soon_gone' });
  const page = await newPage(app.url);
  await signInToConsole(page, admin, `/chariot/members/${gone.id}/show`);
  await expect.poll(() => button(page, 'Grant administrator').isEnabled()).toBe(true);

  // The account is deleted while the administrator looks at it.
  await db('users').where({ id: gone.id }).update({ deleted_at: new Date() });
  await button(page, 'Grant administrator').click();
  await expect.poll(() => toast(page, 'Member not found.').count()).toBe(1);
  expect(Number((await db('user_roles').where({ user_id: gone.id }).count({ n: '*' }).first())?.n)).toBe(0);
});
