import { describe, expect, test } from 'vitest';
import { tcpProxy } from './tcp-proxy';

// Redis goes away and comes back while the site runs (a proxy in front of the real Redis is cut
// off, so the shared server keeps running for other test files). Needs REDIS_URL, as CI sets it.
const redisUrl = process.env.REDIS_URL;
const proxy = redisUrl ? await tcpProxy({ host: new URL(redisUrl).hostname, port: Number(new URL(redisUrl).port || 6379) }) : null;
if (proxy) process.env.REDIS_URL = `redis://127.0.0.1:${proxy.port}`;

// Imported after REDIS_URL points at the proxy: config is read on first import.
const [{ testApp }, { lastMailTo, mailsTo }, { db }, { drainJobs }, { FACTORY_PASSWORD, makeUser }, { sharedRedis }, { rateLimitsCountLocally }] = await Promise.all([
  import('./http'),
  import('./mail'),
  import('../src/platform/db'),
  import('../src/platform/jobs'),
  import('./factories'),
  import('../src/platform/redis'),
  import('../src/platform/http/limit-store'),
]);

const app = proxy ? await testApp() : null!;

describe.runIf(proxy)('with Redis down', () => {
  test('registration and sign-in keep working; the activation mail goes out once when Redis is back', async () => {
    const member = await makeUser();
    await proxy!.stop();

    const registered = await app.post('/api/auth/register', { email: 'outage@example.test', username: 'outage_reader', password: 'marginalia in the library', first_name: 'Ada', last_name: 'Byron', accept_terms: true });
    expect(registered.status).toBe(202);
    // No request waits for Redis: while it is away the shared connection is not ready, so the
    // limits' store does not try it (nor queue a command) and counts in this process at once.
    expect(sharedRedis()!.status).not.toBe('ready');
    expect(rateLimitsCountLocally()).toBe(true);
    expect(await db('users').where({ username: 'outage_reader' }).first('id')).toBeTruthy();
    // The promised mail waits in the outbox.
    expect(await db('job_outbox').where({ name: 'accounts.send-activation' }).whereNull('done_at').count<{ count: number }[]>('* as count').first()).toMatchObject({ count: 1 });

    const signIn = await app.post('/api/auth/login', { user: member.username, password: FACTORY_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await app.get('/readyz')).status).toBe(503);

    await proxy!.start();
    // Generous waits: how soon is the benchmark's business (a busy machine is slow, not wrong).
    await expect.poll(async () => (await app.get('/readyz')).status, { timeout: 30_000, interval: 100 }).toBe(200);
    const mail = await lastMailTo('outage@example.test', { timeoutMs: 30_000 });
    expect(mail.subject).toMatch(/Activate your/);
    // The next count goes to Redis again.
    expect((await app.post('/api/auth/login', { user: member.username, password: FACTORY_PASSWORD })).status).toBe(200);
    expect(rateLimitsCountLocally()).toBe(false);
    await drainJobs();
    expect(await mailsTo('outage@example.test')).toHaveLength(1);
  }, 120_000);

  test('a relay that died between sending a job and marking it sent does not send it twice', async () => {
    const res = await app.post('/api/auth/register', { email: 'relay@example.test', username: 'relay_reader', password: 'marginalia in the library', first_name: 'Ada', last_name: 'Byron', accept_terms: true });
    expect(res.status).toBe(202);
    const { id: userId } = await db('users').where({ username: 'relay_reader' }).first('id');
    await lastMailTo('relay@example.test');
    await drainJobs();
    // The row as a relay leaves it when it dies after BullMQ took the job: sent, but not marked.
    const updated = await db('job_outbox').where({ name: 'accounts.send-activation' }).whereRaw("payload->>'userId' = ?", [String(userId)]).update({ done_at: null, leased_until: null });
    expect(updated).toBe(1);
    await drainJobs();
    expect(await db('job_outbox').where({ name: 'accounts.send-activation' }).whereNull('done_at').count<{ count: number }[]>('* as count').first()).toMatchObject({ count: 0 });
    expect(await mailsTo('relay@example.test')).toHaveLength(1);
  });
});

test.skipIf(proxy)('Redis outage tests need REDIS_URL (CI sets it)', () => {});
