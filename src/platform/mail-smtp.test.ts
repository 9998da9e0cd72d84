import { afterAll, expect, test } from 'vitest';
import { startSlowSmtp } from '../../faults/slow-smtp';

// With SMTP_URL set, a mail goes to a real SMTP server through nodemailer (the path every
// deployment takes). The variable is set before config is first read.
const smtp = await startSlowSmtp(0);
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());
const { sendMail } = await import('./mail');

test('with SMTP_URL a mail is delivered to the SMTP server, sender, recipient and text intact', async () => {
  await sendMail({ to: 'reader@example.test', subject: 'Your order has shipped', text: 'Track it at http://localhost:3000/profile.' });
  expect(smtp.delivered).toHaveLength(1);
  const raw = smtp.delivered[0]!;
  expect(raw).toMatch(/^To: reader@example\.test\r?$/m);
  expect(raw).toMatch(/^From: .*<[^>]+@[^>]+>\r?$/m);
  expect(raw).toMatch(/^Subject: Your order has shipped\r?$/m);
  expect(raw).toContain('Track it at http://localhost:3000/profile.');
});
