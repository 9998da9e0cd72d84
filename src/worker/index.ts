import { allJobs, allSchedules } from '../job-registry';
import { configuredPurger, keepPurged } from '../platform/cache-purge';
import { config } from '../platform/config';
import { startWorker } from '../platform/jobs';
import { logger } from '../platform/logger';
import { serveMetrics } from '../platform/metrics';
import { exitOnUncaughtErrors, handleSignals } from '../platform/shutdown';

// Imported statically: dynamic imports made esbuild wrap every module in an async initialiser,
// and the modules' import cycle (analytics, checkout, shop) then waited on itself forever (exit 13).
// Nothing connects until startWorker, so a misconfigured worker still opens nothing.
exitOnUncaughtErrors();
if (!config.REDIS_URL) {
  console.error(
    'The worker needs REDIS_URL (for example REDIS_URL=redis://127.0.0.1:6379).\n' +
      'Without Redis, `npm start` runs the jobs inside the web process; no separate worker is needed.',
  );
  process.exit(1);
}

await startWorker(allJobs, allSchedules, config.WORKER_CONCURRENCY);
// Writes by jobs, scripts and anything else no web process answered for reach Varnish from here.
if (configuredPurger) await keepPurged(configuredPurger);
// The worker answers no HTTP otherwise: its job metrics get a port of their own.
const metricsPort = config.WORKER_METRICS_PORT ? await serveMetrics(config.WORKER_METRICS_PORT) : undefined;
logger.info({ jobs: allJobs.map((j) => j.name), schedules: allSchedules.map((s) => s.job.name), metricsPort }, 'worker started');
handleSignals();
