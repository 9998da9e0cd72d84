import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { mailDir, sendMail } from './mail';

test('without SMTP_URL a mail is written as an .eml file under the data directory', async () => {
  await sendMail({ to: 'reader@example.test', subject: 'Activate your account', text: 'Open http://localhost:3000/activate/abc to finish.' });
  const files = fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(1);
  const eml = fs.readFileSync(path.join(mailDir, files[0]!), 'utf8');
  expect(eml).toMatch(/^To: reader@example\.test$/m);
  expect(eml).toMatch(/^Subject: Activate your account$/m);
  expect(eml).toContain('http://localhost:3000/activate/abc');
});
