import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { db } from '../src/platform/db';
import { makeAdmin, makeUser, signIn } from '../test/factories';
import { testApp, type TestApp } from '../test/http';
import { report } from './cluster';
import { fillPath, ROUTES, type Route } from './routes';

// Every API route, FUZZ_RUNS (default 1,000) times, with generated path parameters, query strings
// and JSON bodies: hostile strings (control characters, huge numbers, markup, SQL, paths, very
// long text) among arbitrary JSON. No answer may be a 5xx; a route that refused every request
// (4xx) must have changed nothing in the database.

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
let app: TestApp;
beforeAll(async () => {
  app = await testApp();
});

const HOSTILE = [
  '', ' ', '\u0000', 'a\u0000b', '\u0007\u001b[31m', '\uFEFF', '\uD800', '\u202Etxt.exe', '99999999999999999999999', '-1', '0', '1e309', 'NaN', '-0', '1.5',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR 1=1 --", '"; drop table users; --', '../../../../etc/passwd', '%00', '%2e%2e%2f', '${7*7}', '{{7*7}}',
  '__proto__', 'constructor', 'x'.repeat(10_001), '🙂'.repeat(300), 'null', 'true', '[]', '{}',
];
const hostile = fc.constantFrom(...HOSTILE);
const KEYS = ['id', 'ids', 'offset', 'quantity', 'keyword', 'sort_by', 'order', 'tag', 'tags', 'article_id', 'cursor', 'parent_comment', 'from', 'to', 'range', 'sort', 'filter', 'page', 'email', 'username', 'password', 'body', 'title', 'message', 'rating', 'skus', 'pid', 'like', 'dislike', '__proto__'];
const key = fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }));
const scalar = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String));
const value = fc.oneof({ depthSize: 'small' }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(key, scalar, { maxKeys: 4 }), fc.jsonValue({ maxDepth: 3 }));
const body = fc.oneof(fc.dictionary(key, value, { maxKeys: 8 }), fc.jsonValue({ maxDepth: 4 }), value);
const param = fc.oneof(hostile, fc.integer().map(String), fc.nat({ max: 50 }).map(String), fc.string({ maxLength: 20 }));
const query = fc.dictionary(key, fc.oneof(scalar.map(String), fc.array(scalar.map(String), { maxLength: 3 })), { maxKeys: 5 });

const request = (route: Route) =>
  fc.record({ params: fc.array(param, { minLength: 4, maxLength: 4 }), query, body, signedIn: fc.constantFrom('admin', 'member', 'visitor') }).map((r) => {
    const path = fillPath(route, r.params.map((p) => p.replace(/\p{Cs}/gu, '\uFFFD')));
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(r.query)) for (const one of [v].flat()) qs.append(k, one);
    return { path: `${path}${qs.size ? `?${qs}` : ''}`, body: JSON.stringify(r.body) ?? 'null', signedIn: r.signedIn };
  });

/** Every table's rows, hashed: what a refused request must leave as it found. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables: string[] = await db('pg_tables').where({ schemaname: 'public' }).whereNotIn('tablename', ['knex_migrations', 'knex_migrations_lock', 'sessions']).pluck('tablename');
  const rows = await Promise.all(tables.map(async (t) => [t, (await db.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ?? x`, [t])).rows[0].h as string] as const));
  return Object.fromEntries(rows);
}

test(`every API route, ${RUNS} generated requests each: no 5xx, and a route that refused everything changed nothing`, async () => {
  const tokens = { admin: await signIn(await makeAdmin()), member: await signIn(await makeUser()), visitor: undefined };
  const serverErrors: string[] = [];
  const partialWrites: string[] = [];
  const statuses: Record<string, number> = {};
  for (const route of ROUTES) {
    const before = await fingerprint();
    let accepted = 0;
    const samples = fc.sample(request(route), RUNS);
    const send = async (r: (typeof samples)[number]) => {
      const token = tokens[r.signedIn as keyof typeof tokens];
      const res = await fetch(app.url + r.path, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { body: r.body }),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) serverErrors.push(`${route.method} ${r.path.slice(0, 200)} ${r.body.slice(0, 200)} → ${res.status}`);
      if (res.status < 400) accepted++;
    };
    // A few at a time, as clients would send them.
    for (let i = 0; i < samples.length; i += 8) await Promise.all(samples.slice(i, i + 8).map(send));
    if (accepted === 0) {
      const after = await fingerprint();
      const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (changed.length) partialWrites.push(`${route.method} ${route.path}: ${changed.join(', ')}`);
    }
    // A route that signs out or deletes an account may have ended a session: sign in afresh.
    tokens.admin = await signIn(await makeAdmin());
    tokens.member = await signIn(await makeUser());
  }
  report(`fuzz: ${ROUTES.length} routes × ${RUNS} requests`, { requests: ROUTES.length * RUNS, statuses, serverErrors: serverErrors.length, partialWrites });
  expect(serverErrors.slice(0, 20)).toEqual([]);
  expect(partialWrites).toEqual([]);
}, 3_600_000);
