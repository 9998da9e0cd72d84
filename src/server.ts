// First: V8's heap settings apply from the first allocation on.
import './platform/heap';
import { createApp } from './app';
import { configuredPurger, keepPurged } from './platform/cache-purge';
import { paymentsWarning } from './modules/checkout';
import { allJobs, allSchedules } from './job-registry';
import { config } from './platform/config';
import { serve } from './platform/http/serve';
import { queueMode, startWorker, watchForStalledJobs } from './platform/jobs';
import { logger } from './platform/logger';
import { connectSharedRedis } from './platform/redis';
import { exitOnUncaughtErrors, handleSignals } from './platform/shutdown';
import { migrate, seed } from './prepare';
import { demoCredentialsBanner } from './seed/credentials';

exitOnUncaughtErrors();
const dev = process.argv.includes('--dev');
// npm start migrates and seeds an empty database here, in the process that serves, so the
// embedded database is opened once rather than by three processes in turn.
if (process.argv.includes('--prepare')) {
  console.log(await migrate());
  // The sign-ins follow in the banner once it serves.
  if (await seed({ ifEmpty: true })) console.log('Seeded the demo data.');
}
const app = await createApp({ client: dev ? 'dev' : 'built' });

// Without Redis there is no separate worker: this process runs the jobs itself, with the same
// retries, and keeps Varnish purged of what they write.
if (queueMode === 'in-process') {
  await startWorker(allJobs, allSchedules);
  if (configuredPurger) await keepPurged(configuredPurger);
}
// With Redis the worker relays and runs jobs; this process only tells when none seems to.
else watchForStalledJobs();

// Rate limits count in Redis from the first request, as in every other web process.
await connectSharedRedis();
const { port } = await serve(app, config.PORT);
const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
logger.info({ url, queue: queueMode, database: config.DATABASE_URL ? 'postgres' : 'pglite' }, 'listening');
const payments = paymentsWarning();
if (payments) logger.warn(payments);
console.log(`\n  ${config.SITE_NAME} is running at ${url}\n  Admin console: ${url}/chariot${demoCredentialsBanner()}\n`);
handleSignals();
// Tells npm start's supervisor (scripts/start.mjs) that this start served: a later exit is a crash to recover from.
process.send?.({ listening: url });
