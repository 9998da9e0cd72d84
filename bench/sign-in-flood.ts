import autocannon from 'autocannon';
import type { Knex } from 'knex';

const PASSWORD = 'a bench password nobody guesses';
const SIGN_INS = 20;

/** One member's sign-in, timed end to end (an argon2id check and a new session). */
async function timedSignIn(url: string, username: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({ user: username, password: PASSWORD }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`bench sign-in answered ${res.status}`);
  return performance.now() - started;
}

async function signIns(url: string, username: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) times.push(await timedSignIn(url, username));
  return times.sort((a, b) => a - b);
}

/**
 * A member's sign-in alone, then while 200 connections send wrong passwords for another account
 * from one address: the password guard refuses that address's extra checks before any hashing, so
 * the member's sign-in should cost about the same. Returns the table's rows.
 */
export async function signInDuringFlood(url: string, db: Knex, hashPassword: (p: string) => Promise<string>, seconds: number): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const stamp = Date.now().toString(36);
  const [member, victim] = [`bench_member_${stamp}`, `bench_victim_${stamp}`];
  await db('users').insert([member, victim].map((username) => ({ username, email: `${username}@example.test`, password_hash: hash, activated_at: db.fn.now() })));

  const alone = await signIns(url, member);
  const flood = autocannon({
    url: `${url}/api/auth/login`,
    connections: 200,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ user: victim, password: 'a wrong guess' }),
  });
  await new Promise((r) => setTimeout(r, 500));
  const during = await signIns(url, member);
  const floodResult = await flood;
  const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!.toFixed(1);
  return [
    `| sign-in, alone (${SIGN_INS} in a row) | p50 ${at(alone, 0.5)} ms | max ${at(alone, 1)} ms | |`,
    `| sign-in during a flood of wrong guesses (200 connections, one address) | p50 ${at(during, 0.5)} ms | max ${at(during, 1)} ms | flood answered ${JSON.stringify(floodResult.statusCodeStats)} |`,
  ];
}
