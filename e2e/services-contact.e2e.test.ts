import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { storage } from '../src/platform/storage';
import { expectAccessible, newPage, poll, screenshot, signInToConsole } from '../test/browser';
import { makeAdmin } from '../test/factories';
import { testApp } from '../test/http';
import { lastMailTo } from '../test/mail';

const app = await testApp({ client: 'built' });

/** expect.poll with room for a busy machine (its default gives up after one second). */
const admin = await makeAdmin({ username: 'front_desk' });

/** A banner picture stored like the seed's, so the page shows real images. */
async function banner(key: string, colour: string) {
  await storage.put(key, await sharp({ create: { width: 800, height: 500, channels: 3, background: colour } }).webp().toBuffer());
  return storage.url(key);
}

const long = (topic: string) =>
  Array.from({ length: 8 }, (_, i) => `<p>${topic}, paragraph ${i + 1}: a calm and careful description of what we do and how we work with you.</p>`).join('');

await db('services').insert([
  {
    key: 'books_typesetting_publishing',
    title: 'Book Typesetting and Publishing',
    subtitle: 'From finished manuscript to printed book and ebook',
    description: '<p>Careful interior design and typesetting.</p>',
    body: long('Typesetting'),
    img_src: await banner('services/books.webp', '#2f4858'),
    position: 0,
    published: true,
  },
  {
    key: 'tutoring_private_web-development',
    title: 'Private Tutoring in Web Development',
    subtitle: null,
    description: null,
    body: `<ul><li>HTML and CSS</li><li>TypeScript</li></ul>${long('Tutoring')}`,
    img_src: await banner('services/tutoring.webp', '#5e548e'),
    position: 1,
    published: true,
  },
  { key: 'secret_service', title: 'Not Yet Offered', body: '<p>Draft</p>', position: 2, published: false },
]);

const toasts = (page: Page) => page.locator('.toasts');
const main = (page: Page) => page.locator('main');

async function expectToast(page: Page, text: string | RegExp) {
  await poll(() => toasts(page).textContent()).toMatch(text);
}

/** How far an element's top is from the top of the viewport. */
const topOf = (page: Page, id: string) => page.evaluate((el) => document.getElementById(el)?.getBoundingClientRect().top ?? Number.NaN, id);

test('a visitor reads the services, follows an anchor and requests a quote', async () => {
  const page = await newPage(app.url);
  page.setDefaultTimeout(15_000);
  await page.goto('/services');
  const books = page.getByRole('article', { name: 'Book Typesetting and Publishing' });
  const tutoring = page.getByRole('article', { name: 'Private Tutoring in Web Development' });
  await poll(() => books.count()).toBe(1);
  expect(await tutoring.count()).toBe(1);
  expect(await main(page).textContent()).not.toContain('Not Yet Offered');
  expect(await books.getAttribute('id')).toBe('books_typesetting_publishing');
  expect(await books.textContent()).toContain('From finished manuscript to printed book and ebook');
  expect(await tutoring.locator('li').count()).toBe(2);
  expect(await books.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(page);
  await screenshot(page, 'services');

  // The contents list links to each entry by its key.
  await page.getByRole('navigation', { name: 'Services on this page' }).getByRole('link', { name: 'Private Tutoring in Web Development' }).click();
  await poll(() => new URL(page.url()).hash).toBe('#tutoring_private_web-development');
  await poll(() => topOf(page, 'tutoring_private_web-development')).toBeLessThan(50);

  // A deep link scrolls to its entry once the list has loaded.
  const deep = await newPage(app.url);
  await deep.goto('/services#tutoring_private_web-development');
  await poll(() => topOf(deep, 'tutoring_private_web-development')).toBeLessThan(50);
  expect(await topOf(deep, 'tutoring_private_web-development')).toBeGreaterThanOrEqual(-1);

  // 'Get a Quote' opens the form; the email is required and must be valid.
  const open = tutoring.getByRole('button', { name: 'Get a Quote' });
  expect(await open.getAttribute('aria-expanded')).toBe('false');
  await open.click();
  expect(await open.getAttribute('aria-expanded')).toBe('true');
  const form = tutoring.getByRole('form', { name: 'Request an estimate' });
  expect(await form.getByLabel('Subject').inputValue()).toBe('Estimate requested: Private Tutoring in Web Development');
  expect(await form.getByLabel('Message').count()).toBe(0);
  const send = form.getByRole('button', { name: 'Send Request' });
  await send.click();
  await poll(() => form.getByText('This field is required.').count()).toBe(1);
  expect(await send.isDisabled()).toBe(true);
  await form.getByLabel('Email').fill('not-an-email');
  expect(await send.isEnabled()).toBe(true);
  await form.getByLabel('Email').blur();
  await poll(() => form.getByText('Please enter a valid email address.').count()).toBe(1);
  await expectAccessible(page);
  await screenshot(page, 'services-quote-errors');

  // Sent without opening the message: the placeholder is the message.
  const email = 'curious.learner@example.test';
  await form.getByLabel('Email').fill(email);
  await send.click();
  await expectToast(page, /Request Received!\s*We've sent a confirmation email to the address you provided\./);
  await poll(() => form.count()).toBe(0);
  expect(await open.getAttribute('aria-expanded')).toBe('false');
  const quote = await db('quote_requests').where({ email }).first();
  expect(quote).toMatchObject({
    service_key: 'tutoring_private_web-development',
    subject: 'Estimate requested: Private Tutoring in Web Development',
    message: "Hello, I'd like to hear more about this service: private tutoring in web development.",
  });
  // A receipt that names the service and quotes nothing the visitor typed.
  const confirmation = await lastMailTo(email);
  expect(confirmation.subject).toBe('We received your request: Private Tutoring in Web Development');
  expect(confirmation.text).not.toContain("I'd like to hear more");

  // With a message of one's own.
  await books.getByRole('button', { name: 'Get a Quote' }).click();
  const booksForm = books.getByRole('form', { name: 'Request an estimate' });
  await booksForm.getByRole('button', { name: 'Add a message' }).click();
  const message = booksForm.getByLabel('Message');
  expect(await message.getAttribute('placeholder')).toBe("Hello, I'd like to hear more about this service: book typesetting and publishing.");
  await booksForm.getByLabel('Email').fill('author@example.test');
  await message.fill('A 300-page history of printing, with footnotes.');
  await booksForm.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, /Request Received!/);
  await expect.poll(async () => (await db('quote_requests').where({ email: 'author@example.test' }).first())?.message).toBe('A 300-page history of printing, with footnotes.');

  // At phone width.
  const phone = await newPage(app.url, { width: 375, height: 800 });
  await phone.goto('/services');
  await poll(() => phone.getByRole('article').count()).toBe(2);
  await phone.getByRole('button', { name: 'Get a Quote' }).first().click();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(phone);
  await screenshot(phone, 'services-375');
});

test('a failed load says so and offers Retry', async () => {
  const page = await newPage(app.url);
  await page.route('**/api/services', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  // The server renders the services into the page; between pages the browser asks the API for them.
  await page.goto('/contact');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForURL('**/services');
  await poll(() => page.getByRole('alert').textContent()).toContain('Could not load professional services.');
  await expectAccessible(page);
  await screenshot(page, 'services-error');
  await page.unroute('**/api/services');
  await page.getByRole('button', { name: 'Retry' }).click();
  await poll(() => page.getByRole('article').count()).toBe(2);
});

test('a visitor sends the contact form; an administrator marks the message handled', async () => {
  const page = await newPage(app.url);
  page.setDefaultTimeout(15_000);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await poll(() => form.count()).toBe(1);
  expect(await form.getByLabel('Email').getAttribute('placeholder')).toBe('name@example.com');
  expect(await form.getByLabel('Phone').getAttribute('placeholder')).toBe('(555) 555-5555');
  await expectAccessible(page);

  // An invalid email shows its error on blur and disables Send until it is corrected.
  const send = form.getByRole('button', { name: 'Send Message' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada-at-example');
  await form.getByLabel('Email').blur();
  await poll(() => form.getByText('Please enter a valid email address.').count()).toBe(1);
  expect(await send.isDisabled()).toBe(true);
  await expectAccessible(page);
  await screenshot(page, 'contact-errors');
  await form.getByLabel('Email').fill('ada@example.test');
  expect(await form.getByText('Please enter a valid email address.').count()).toBe(0);
  expect(await send.isEnabled()).toBe(true);

  // The message is required.
  await send.click();
  await poll(() => form.getByText('This field is required.').count()).toBe(1);
  expect(await send.isDisabled()).toBe(true);
  await form.getByLabel('Phone').fill('(555) 123-4567');
  await form.getByLabel('Subject').fill('Engines');
  await form.getByLabel('Message').fill('Do you stock books on the Analytical Engine?');
  await send.click();
  await expectToast(page, /Thank You!\s*Your message has been received\./);
  await poll(() => form.getByLabel('Email').inputValue()).toBe('');
  expect(await form.getByLabel('Message').inputValue()).toBe('');
  const row = await db('contact_messages').where({ email: 'ada@example.test' }).first();
  expect(row).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', phone: '(555) 123-4567', subject: 'Engines', message: 'Do you stock books on the Analytical Engine?', handled_at: null });
  await screenshot(page, 'contact-sent');

  // The returns page carries the same form, its subject preset.
  await page.goto('/shop/returns');
  const returns = page.getByRole('form', { name: 'Start a return' });
  await poll(() => returns.count()).toBe(1);
  expect(await returns.getByLabel('Subject').inputValue()).toBe('Return request');
  await expectAccessible(page);
  await screenshot(page, 'returns');
  const phone = await newPage(app.url, { width: 375, height: 800 });
  await phone.goto('/contact');
  await poll(() => phone.getByRole('form', { name: 'Send Us a Message' }).count()).toBe(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(phone, 'contact-375');

  // The administrator finds it among the unhandled messages (the Messages link) and marks it handled.
  const adminPage = await newPage(app.url);
  await signInToConsole(adminPage, admin, '/chariot/services');
  await poll(() => adminPage.getByRole('link', { name: 'Book Typesetting and Publishing' }).count()).toBe(1);
  await adminPage.getByRole('link', { name: 'Quote requests' }).click();
  await adminPage.waitForURL('**/chariot/quote_requests');
  await poll(() => adminPage.getByRole('cell', { name: 'curious.learner@example.test' }).count()).toBe(1);
  await expectAccessible(adminPage);
  await screenshot(adminPage, 'admin-quote-requests');

  await adminPage.getByRole('link', { name: 'Messages' }).click();
  await adminPage.waitForURL('**/chariot/contact_messages');
  const cell = adminPage.getByRole('cell', { name: 'Ada Lovelace <ada@example.test>' });
  await poll(() => cell.count()).toBe(1);
  await cell.click();
  await adminPage.waitForURL(`**/chariot/contact_messages/${row.id}/show`);
  await poll(() => adminPage.getByText('Do you stock books on the Analytical Engine?').count()).toBe(1);
  await adminPage.getByRole('button', { name: 'Mark handled' }).click();
  await poll(() => adminPage.locator('.MuiSnackbarContent-message', { hasText: 'Marked handled' }).count()).toBe(1);
  await poll(() => adminPage.getByRole('button', { name: 'Mark not handled' }).count()).toBe(1);
  expect((await db('contact_messages').where({ id: row.id }).first()).handled_at).not.toBeNull();
  await adminPage.waitForFunction(() => document.getAnimations().length === 0);
  await expectAccessible(adminPage);
  await screenshot(adminPage, 'admin-message-handled');

  // Handled, it leaves the default (unhandled) list.
  await adminPage.getByRole('link', { name: 'All messages' }).click();
  await adminPage.waitForURL('**/chariot/contact_messages**');
  await poll(() => adminPage.getByText('No messages here. Change the status filter to see the others.').count()).toBe(1);
});

test('an administrator orders, edits, creates and deletes services', async () => {
  const page = await newPage(app.url);
  await signInToConsole(page, admin, '/chariot/services');
  const row = (title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const snackbar = (text: string) => page.locator('.MuiSnackbarContent-message', { hasText: text });
  // react-admin shows one toast at a time, so a new one may wait for the last to leave.
  const toast = async (text: string) => {
    await poll(() => snackbar(text).count()).toBe(1);
    return snackbar(text);
  };
  await poll(() => row('Private Tutoring in Web Development').count()).toBe(1);
  expect(await row('Not Yet Offered').getByText('Hidden').count()).toBe(1);
  await expectAccessible(page);
  await screenshot(page, 'admin-services');

  // Up and down reorder the public page.
  await page.getByRole('button', { name: 'Move Private Tutoring in Web Development up' }).click();
  // A move saves each renumbered service on its own, then says so (an edit opened before that may
  // be reset by the list's refresh); the public page's order follows the last save.
  await toast('Order saved');
  const moved = ['tutoring_private_web-development', 'books_typesetting_publishing'];
  await poll(async () => db('services').where('published', true).orderBy(['position', 'id']).pluck('key')).toEqual(moved);
  const publicOrder = await app.get('/api/services');
  expect(publicOrder.body.services.map((s: { key: string }) => s.key)).toEqual(moved);

  // Edit, with a new picture dropped in the same upload field the SKU editor has.
  await row('Book Typesetting and Publishing').getByRole('link').click();
  await page.waitForURL(/\/chariot\/services\/\d+$/);
  const subtitle = page.getByLabel('Subtitle');
  await poll(() => subtitle.inputValue()).toBe('From finished manuscript to printed book and ebook');
  await subtitle.fill('Manuscript to book, in print and ebook');
  expect(await page.getByText('Drop Images Here', { exact: true }).count()).toBe(1);
  const picture = await sharp({ create: { width: 900, height: 560, channels: 3, background: '#a3472a' } }).png().toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'press.png', mimeType: 'image/png', buffer: picture });
  await poll(() => page.getByLabel('Image address').inputValue()).toMatch(/^\/uploads\/tmp\/[a-f0-9]{32}\.webp$/);
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await expectAccessible(page);
  await screenshot(page, 'admin-service-picture');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast('Record updated');
  // The toast can come before the write lands (react-admin saves after it): wait for the row.
  const service = () => db('services').where({ key: 'books_typesetting_publishing' }).first();
  await poll(async () => (await service()).subtitle).toBe('Manuscript to book, in print and ebook');
  const edited = await service();
  expect(edited.img_src).toMatch(/^\/uploads\/services\/[a-f0-9]{32}\.webp$/);
  await page.waitForURL('**/chariot/services');

  // The services page shows the uploaded picture.
  const visitor = await newPage(app.url);
  await visitor.goto('/services');
  const shown = visitor.locator('#books_typesetting_publishing img');
  await poll(() => shown.getAttribute('src')).toBe(edited.img_src);
  await shown.scrollIntoViewIfNeeded();
  await poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900);

  // Create: a key already in use is refused on the field.
  await page.getByRole('link', { name: 'New service' }).click();
  await page.waitForURL('**/chariot/services/create');
  await page.getByLabel(/^Title/).fill('Indexing');
  await page.getByLabel(/^Key/).fill('books_typesetting_publishing');
  await page.getByLabel('Body').fill('<p>Back-of-book indexes.</p>');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await poll(() => page.getByText('Another service already uses this key.').count()).toBe(1);
  await page.getByLabel(/^Key/).fill('indexing');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast('Record created');
  await page.waitForURL('**/chariot/services');
  expect(await db('services').where({ key: 'indexing' }).first()).toMatchObject({ title: 'Indexing', body: '<p>Back-of-book indexes.</p>', published: false });

  // Delete, after a confirmation.
  await row('Indexing').getByRole('link').click();
  await page.waitForURL(/\/chariot\/services\/\d+$/);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: /confirm|delete/i }).click();
  await toast('Record deleted');
  expect(await db('services').where({ key: 'indexing' }).first()).toBeUndefined();
});
