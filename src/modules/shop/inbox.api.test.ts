import { expect, test } from 'vitest';
import { testApp } from '../../../test/http';
import { lastMailTo, mailsTo } from '../../../test/mail';
import { config } from '../../platform/config';
import { db } from '../../platform/db';

const app = await testApp();
await db('services').insert([
  { key: 'books_typesetting_publishing', title: 'Typesetting & Publishing', body: '<p>We set books.</p>', position: 1, published: true },
  { key: 'tutoring_private_web-development', title: 'Private Web Development Tutoring', body: '<p>Lessons.</p>', position: 2, published: true },
  { key: 'hidden_service', title: 'Not offered yet', position: 3, published: false },
]);

test('services: all published in order, or only the keys asked for', async () => {
  const all = await app.get('/api/services');
  expect(all.body.services.map((s: { key: string }) => s.key)).toEqual(['books_typesetting_publishing', 'tutoring_private_web-development']);
  expect(all.body.services[0]).toEqual({ key: 'books_typesetting_publishing', title: 'Typesetting & Publishing', subtitle: null, description: null, body: '<p>We set books.</p>', img_src: null });
  const some = await app.get('/api/services/tutoring_private_web-development,hidden_service');
  expect(some.body.services.map((s: { key: string }) => s.key)).toEqual(['tutoring_private_web-development']);
  expect((await app.get('/api/services/bad key!')).status).toBe(400);
  // A key list that names no published service is a 404, as a missing SKU is.
  expect((await app.get('/api/services/hidden_service,2147483648')).status).toBe(404);
});

test('a quote request is stored, then the requester gets a confirmation and the shop a notice', async () => {
  const res = await app.post('/api/services/quote', {
    email: 'client@example.test',
    subject: 'Estimate requested: Typesetting & Publishing',
    message: "Hello, I'd like to hear more about this service: typesetting & publishing.",
    service_key: 'books_typesetting_publishing',
  });
  expect(res.status).toBe(201);
  expect(res.body.message).toBe("Request Received! We've sent a confirmation email to the address you provided.");
  expect(await db('quote_requests').first('email', 'service_key', 'ip')).toEqual({ email: 'client@example.test', service_key: 'books_typesetting_publishing', ip: '127.0.0.1' });
  const receipt = await lastMailTo('client@example.test');
  expect(receipt.subject).toBe('We received your request: Typesetting & Publishing');
  expect(receipt.text).toContain('Thank you for asking about Typesetting & Publishing.');
  const notice = await lastMailTo(config.SHOP_EMAIL);
  expect(notice.text).toContain('client@example.test');
  expect(notice.text).toContain("> Hello, I'd like to hear more about this service: typesetting & publishing.");
});

test('the receipt to the typed address says nothing the visitor wrote, so the form cannot mail a stranger their text', async () => {
  const stranger = 'stranger@example.test';
  const spam = 'WIN A PRIZE at http://spam.example/claim';
  const res = await app.post('/api/services/quote', { email: stranger, subject: spam, message: `${spam}\nCall now.`, service_key: 'hidden_service' });
  expect(res.status).toBe(201);
  const receipt = await lastMailTo(stranger);
  expect(receipt.subject).toBe('We received your request');
  expect(receipt.text).toContain('Thank you for asking about our services.');
  // Neither their words nor the title of a service that is not on the page.
  expect(`${receipt.subject}\n${receipt.text}`).not.toMatch(/PRIZE|spam\.example|Call now|Not offered yet/);
  expect(receipt.links.every((link) => link.startsWith(config.publicUrl))).toBe(true);
  // The shop's own notice keeps all of it.
  const notice = (await mailsTo(config.SHOP_EMAIL)).find((m) => m.text.includes(stranger));
  expect(notice?.subject).toContain(spam);
  expect(notice?.text).toContain('> Call now.');
});

test('quote and contact validation: email and message are required, the email must be valid', async () => {
  const quote = await app.post('/api/services/quote', { email: ' ', message: '' });
  expect(quote.status).toBe(400);
  expect(quote.body.errors).toEqual({ email: ['This field is required.'], message: ['This field is required.'] });
  const contact = await app.post('/api/contact', { email: 'not-an-email', message: '   ', phone: 12 });
  expect(contact.body.errors).toMatchObject({ email: ['Please enter a valid email address.'], message: ['This field is required.'], phone: ['Must be text.'] });
  expect((await app.post('/api/contact', { email: 'a@b.co', message: 'x'.repeat(5001) })).body.errors.message[0]).toMatch(/At most 5000/);
  expect((await app.post('/api/contact', { email: 'a@b.co', message: 'hi', admin: true })).status).toBe(400);
  expect(await db('contact_messages').count({ n: '*' }).first()).toEqual({ n: 0 });
});

test('a contact message is stored and mailed to the shop once', async () => {
  const before = (await mailsTo(config.SHOP_EMAIL)).length;
  const res = await app.post('/api/contact', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.test', phone: '(555) 555-5555', subject: 'A return', message: 'The binding came loose.' });
  expect(res.status).toBe(201);
  expect(res.body.message).toBe('Your message has been received.');
  const mail = await lastMailTo(config.SHOP_EMAIL, { afterCount: before });
  expect(mail.subject).toMatch(/A return/);
  expect(mail.text).toContain('Grace Hopper <grace@example.test>');
  expect(await db('contact_messages').first('mailed_at')).toEqual({ mailed_at: expect.any(Date) });
  // The contact form mails the shop only: nothing goes to the address typed.
  expect(await mailsTo('grace@example.test')).toEqual([]);
});
