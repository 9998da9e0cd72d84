import supertest from 'supertest';
import { expect, test } from 'vitest';
import { z } from 'zod';

// GET /metrics: Prometheus text behind the operator's token, request timings labelled by route
// pattern, and the jobs, queue, outbox and pool families. The token is set before config is read.
const TOKEN = 'metrics-token-for-tests-0123456789';
process.env.METRICS_TOKEN = TOKEN;

const [{ testApp }, { makeAdmin, signIn }, { makeSku }, jobs, { serveMetrics }] = await Promise.all([
  import('./http'),
  import('./factories'),
  import('./shop-factories'),
  import('../src/platform/jobs'),
  import('../src/platform/metrics'),
]);
const app = await testApp();

const scrape = (token?: string) => {
  const req = supertest(app.url).get('/metrics');
  return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
};
/** Every value of the route label in a scrape. */
const routesIn = (text: string) => [...new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!))];

test('/metrics refuses a request without the token or with a wrong one', async () => {
  for (const res of [await scrape(), await scrape('wrong-token-wrong-token-00'), await scrape(TOKEN.slice(0, -1)), await supertest(app.url).get('/metrics').set('Authorization', TOKEN)]) {
    expect(res.status).toBe(401);
    expect(res.text).not.toMatch(/http_request_duration_seconds/);
  }
});

test('with the token: the named families, requests labelled by route pattern and status class, never by id', async () => {
  const sku = await makeSku({ title: 'The Measured Atlas', published: true });
  const admin = await signIn(await makeAdmin());
  // A miss, then an early answer from the read cache; an admin 404 that goes through the error handler; an unknown API path.
  expect((await app.get(`/api/shop/sku/${sku}`)).status).toBe(200);
  expect((await app.get(`/api/shop/sku/${sku}`)).status).toBe(200);
  expect((await app.put('/api/admin/skus/987654', { title: 'Nothing' }, admin)).status).toBe(404);
  expect((await app.get('/api/no-such-thing/424242')).status).toBe(404);

  const ran = jobs.defineJob('test.measured', z.object({}), async () => undefined);
  jobs.registerJobs([ran]);
  await jobs.enqueue(ran, {});
  await jobs.drainJobs();

  const res = await scrape(TOKEN);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  for (const family of ['http_request_duration_seconds', 'job_duration_seconds', 'jobs_enqueued_total', 'job_outbox_waiting', 'job_outbox_lag_seconds', 'db_pool_connections', 'process_cpu_seconds_total']) {
    expect(res.text).toContain(`# TYPE ${family} `);
  }
  if (process.env.REDIS_URL) expect(res.text).toMatch(/job_queue_jobs\{state="waiting"\} \d+/);
  // The product's answer is kept: at least one entry, and its memory counted.
  expect(Number(/read_cache_kept\{measure="entries"\} (\d+)/.exec(res.text)?.[1])).toBeGreaterThanOrEqual(1);
  expect(Number(/read_cache_kept\{measure="bytes"\} (\d+)/.exec(res.text)?.[1])).toBeGreaterThan(1500);
  // Both answers of the product page, the fresh and the cached one, under its pattern.
  expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/shop\/sku\/:id",status_class="2xx"\} 2\n/);
  const buckets = [...res.text.matchAll(/http_request_duration_seconds_bucket\{method="GET",route="\/api\/shop\/sku\/:id",status_class="2xx",le="([^"]+)"\} (\d+)/g)];
  expect(buckets).toHaveLength(15);
  expect(buckets.at(-1)?.slice(1)).toEqual(['+Inf', '2']);
  expect(buckets.map((b) => Number(b[2]))).toEqual(buckets.map((b) => Number(b[2])).sort((a, b) => a - b));
  expect(res.text).toMatch(/http_request_duration_seconds_sum\{method="GET",route="\/api\/shop\/sku\/:id",status_class="2xx"\} [\d.e-]+\n/);
  expect(res.text).toMatch(/http_request_duration_seconds_count\{method="PUT",route="\/api\/admin\/skus\/:id",status_class="4xx"\} 1\n/);
  expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/\*",status_class="4xx"\} 1\n/);
  expect(res.text).toMatch(/job_duration_seconds_count\{name="test.measured",outcome="completed"\} 1\n/);
  expect(res.text).toMatch(/db_pool_connections\{state="max"\} [1-9]/);
  const routes = routesIn(res.text);
  for (const id of [String(sku), '987654', '424242']) expect(routes.filter((r) => r.includes(id))).toEqual([]);
});

test('a port of its own (the worker) answers the same metrics, with the same token', async () => {
  const port = await serveMetrics(0);
  const url = `http://127.0.0.1:${port}`;
  expect((await supertest(url).get('/metrics')).status).toBe(401);
  const res = await supertest(url).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.text).toContain('# TYPE job_duration_seconds histogram');
  expect((await supertest(url).get('/other').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
});
