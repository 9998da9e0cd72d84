import { config } from '../platform/config';

if (!config.REDIS_URL) {
  console.error(
    'The worker needs REDIS_URL (for example REDIS_URL=redis://127.0.0.1:6379).\n' +
      'Without Redis, `npm start` runs the jobs inside the web process; no separate worker is needed.',
  );
  process.exit(1);
}

// Loaded only once Redis is known to be configured, so a misconfigured worker opens nothing.
const [{ allJobs, allSchedules }, { startWorker }, { logger }, { handleSignals }, { serveMetrics }] = await Promise.all([
  import('../job-registry'),
  import('../platform/jobs'),
  import('../platform/logger'),
  import('../platform/shutdown'),
  import('../platform/metrics'),
]);
await startWorker(allJobs, allSchedules, config.WORKER_CONCURRENCY);
// The worker answers no HTTP otherwise: its job metrics get a port of their own.
const metricsPort = config.WORKER_METRICS_PORT ? await serveMetrics(config.WORKER_METRICS_PORT) : undefined;
logger.info({ jobs: allJobs.map((j) => j.name), schedules: allSchedules.map((s) => s.job.name), metricsPort }, 'worker started');
handleSignals();
