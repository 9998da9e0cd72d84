// npm run bench:newsletter: one article's newsletter to BENCH_MEMBERS generated members (default
// 100000) who asked for each new article, through a local SMTP server (smtp-server, in this process,
// accepting every message at once), with the jobs run in process as the embedded default runs them.
// Reports mails per second from the publication's commit to the send's 'done', and checks that every
// member got the article once. With DATABASE_URL it runs on a fresh database on that server (dropped
// afterwards); otherwise on PGlite in a temporary directory.
import { randomBytes } from 'node:crypto';
import { dropBenchDatabase, useBenchDatabase } from './database';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const serverUrl = process.env.DATABASE_URL;
const dbName = `bench_${randomBytes(4).toString('hex')}`;

// Every message accepted as soon as it is read; the recipient counted, so duplicates show.
const received = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, reply) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1);
      reply();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
await useBenchDatabase(serverUrl, dbName);

const { db, dbEngine } = await import('../src/platform/db');
const { migrateLatest } = await import('../src/platform/migrator');
const { migrations } = await import('../migrations');
const { allJobs } = await import('../src/job-registry');
const { drainJobs, startWorker } = await import('../src/platform/jobs');
const { shutdown } = await import('../src/platform/shutdown');
const { setPublished } = await import('../src/modules/content/publishing');

await migrateLatest(db, migrations);
console.log(`generating ${MEMBERS} members on ${dbEngine}…`);
await db.raw(
  `insert into users (email, username, password_hash, activated_at)
   select 'member' || n || '@bench.test', 'member' || n, 'not a hash', now() from generate_series(1, ?) n`,
  [MEMBERS],
);
await db.raw(`insert into newsletter_choices (user_id, articles, all_articles) select id, 'each', true from users`);
await db('articles').insert({ slug: 'bench_letter', title: 'A Letter to Every Reader', headline: 'Sent to everyone who asked.', body: '<p>Words for everyone.</p><img src="/uploads/lead.webp" alt="">' });

await startWorker(allJobs);
const started = performance.now();
await setPublished('bench_letter', true);
await drainJobs(60 * 60 * 1000);
const seconds = (performance.now() - started) / 1000;

const counts: Array<{ state: string; n: string }> = await db('newsletter_deliveries').groupBy('state').select('state', db.raw('count(*) as n'));
const send: { state: string } = await db('newsletter_sends').first('state');
const copies = [...received.values()];
const row = {
  members: MEMBERS,
  seconds: seconds.toFixed(1),
  'mails/s': Math.round(copies.reduce((a, b) => a + b, 0) / seconds),
  send: send.state,
  ...Object.fromEntries(counts.map((c) => [c.state, Number(c.n)])),
  'members mailed once': copies.filter((n) => n === 1).length,
  'members mailed twice or more': copies.filter((n) => n > 1).length,
  'members not mailed': MEMBERS - copies.length,
};
console.log(`\n| ${Object.keys(row).join(' | ')} |\n|${Object.keys(row).map(() => '---').join('|')}|\n| ${Object.values(row).join(' | ')} |`);

await shutdown();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
await dropBenchDatabase(serverUrl, dbName);
