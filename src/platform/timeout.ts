/** What withTimeout rejects with, so a caller can tell slowness from failure. */
export class TimeoutError extends Error {
  constructor(what: string) {
    super(`${what} timed out`);
    this.name = 'TimeoutError';
  }
}

/** promise, or a TimeoutError once ms have passed; the timer never keeps the process up. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'the operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
