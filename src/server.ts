import { createApp } from './app';
import { allJobs, allSchedules } from './job-registry';
import { config } from './platform/config';
import { serve } from './platform/http/serve';
import { queueMode, startWorker, watchForStalledJobs } from './platform/jobs';
import { logger } from './platform/logger';
import { handleSignals } from './platform/shutdown';
import { demoCredentialsBanner } from './seed/credentials';

const dev = process.argv.includes('--dev');
const app = await createApp({ client: dev ? 'dev' : 'built' });

// Without Redis there is no separate worker: this process runs the jobs itself, with the same retries.
if (queueMode === 'in-process') await startWorker(allJobs, allSchedules);
// With Redis the worker relays and runs jobs; this process only tells when none seems to.
else watchForStalledJobs();

const { port } = await serve(app, config.PORT);
const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
logger.info({ url, queue: queueMode, database: config.DATABASE_URL ? 'postgres' : 'pglite' }, 'listening');
console.log(`\n  ${config.SITE_NAME} is running at ${url}\n  Admin console: ${url}/chariot${demoCredentialsBanner()}\n`);
handleSignals();
