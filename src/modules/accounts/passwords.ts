import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../platform/errors';

// DESIGN.md §4: argon2id, m=19 MiB, t=2, p=1.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes 19 MiB and a core for ~16 ms here; a burst of sign-ins must neither exhaust
// memory nor queue so deep that every member waits: past MAX_WAITING the answer is 503 at once.
const MAX_CONCURRENT = Math.max(2, availableParallelism());
const MAX_WAITING = 4 * MAX_CONCURRENT;
let running = 0;
const queue: Array<() => void> = [];

async function bounded<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (queue.length >= MAX_WAITING) throw new AppError('busy', 'We are very busy right now. Please try again in a moment.', 503);
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  running++;
  try {
    return await fn();
  } finally {
    running--;
    queue.shift()?.();
  }
}

export const hashPassword = (password: string) => bounded(() => hash(password, ARGON2ID));

export const verifyPassword = (passwordHash: string, password: string) =>
  bounded(() => verify(passwordHash, password).catch(() => false));

// Verified against when the user does not exist, so a wrong username costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('a-password-nobody-has');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
