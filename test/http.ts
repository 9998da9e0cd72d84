import fs from 'node:fs';
import supertest from 'supertest';
import { createApp, type ClientMode } from '../src/app';
import { allJobs } from '../src/job-registry';
import { startWorker } from '../src/platform/jobs';
import { connectSharedRedis } from '../src/platform/redis';
import { serve } from '../src/platform/http/serve';

type Body = string | object | undefined;

/** Requests to a running site by path, as a member (token) or a visitor; headers go on every request. */
export function httpClient(url: string, headers: Record<string, string> = {}) {
  const send = (method: 'get' | 'head' | 'post' | 'put' | 'delete', path: string, body?: Body, token?: string) => {
    let req = supertest(url)[method](path).set(headers);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    if (typeof body === 'string') req = req.set('Content-Type', 'application/json').send(body);
    else if (body !== undefined) req = req.send(body);
    return req;
  };
  return {
    url,
    send,
    get: (path: string, token?: string) => send('get', path, undefined, token),
    post: (path: string, body?: Body, token?: string) => send('post', path, body, token),
    put: (path: string, body?: Body, token?: string) => send('put', path, body, token),
    del: (path: string, token?: string) => send('delete', path, undefined, token),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

/**
 * The whole app on this file's own database, listening on a free port, with the job worker running
 * (BullMQ when REDIS_URL is set, in-process otherwise). Closed by the test setup after the file.
 */
export async function testApp({ client = 'none' }: { client?: ClientMode } = {}) {
  // Without the build every page would be a plain 404: say what is missing instead.
  if (client === 'built' && !fs.existsSync('dist/site/server/index.js')) throw new Error('The built site is missing: run `npm run build` first.');
  const app = await createApp({ client });
  await startWorker(allJobs);
  // As src/server.ts: rate limits count in Redis from the first request (not partly in memory).
  await connectSharedRedis();
  const { port } = await serve(app, 0, '127.0.0.1');
  return { app, ...httpClient(`http://127.0.0.1:${port}`) };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
