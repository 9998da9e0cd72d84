import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { config } from '../config';
import { logger } from '../logger';
import { sharedRedis } from '../redis';

const log = logger.child({ module: 'rate-limit' });

// Whether counts are going to this process's memory because Redis is away; logged on each change,
// not per request.
let degraded = false;

/** Whether rate limits count in this process's memory (Redis away) rather than shared: a metric. */
export const rateLimitsCountLocally = () => degraded;
function noteRedis(up: boolean, err?: unknown): void {
  if (up === !degraded) return;
  degraded = !up;
  if (up) log.info('rate limits: Redis is back; counting there again');
  else log.warn({ err: err instanceof Error ? err.message : err }, 'rate limits: Redis unavailable; counting in this process until it is back');
}

/**
 * Counts in Redis when it answers (shared by every web process), otherwise in this process's
 * memory: a Redis outage never fails or slows a request, it only makes limits per process.
 */
export class FallbackStore implements Store {
  private readonly memory = new MemoryStore();
  private redisStore: RedisStore | null = null;
  private options: Options | null = null;
  readonly prefix: string;

  constructor(name: string) {
    this.prefix = `${config.QUEUE_PREFIX}:rl:${name}:`;
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  /** Redis's store, made once Redis is connected (it loads its scripts in init()). */
  private redis(): RedisStore | null {
    const redis = sharedRedis();
    if (!redis || redis.status !== 'ready') {
      if (redis) noteRedis(false, `connection ${redis.status}`);
      return null;
    }
    if (!this.redisStore) {
      const store = new RedisStore({ prefix: this.prefix, sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply> });
      // A store whose scripts failed to load would fail every call (it loads them again only on
      // NOSCRIPT), so it is dropped and the next call makes a new one.
      store.init(this.options!).catch(() => {
        if (this.redisStore === store) this.redisStore = null;
      });
      this.redisStore = store;
    }
    return this.redisStore;
  }

  private async either<T>(op: (store: Store) => Promise<T>): Promise<T> {
    const redis = this.redis();
    if (redis) {
      try {
        const result = await op(redis);
        noteRedis(true);
        return result;
      } catch (err) {
        noteRedis(false, err);
      }
    }
    return op(this.memory);
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either(async (s) => s.increment(key));
  }

  decrement(key: string): Promise<void> {
    return this.either((s) => Promise.resolve(s.decrement(key)));
  }

  resetKey(key: string): Promise<void> {
    return this.either((s) => Promise.resolve(s.resetKey(key)));
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(async (s) => s.get?.(key));
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}

/** A count of events per key over a fixed window, for limits a middleware cannot express. */
export interface Counter {
  count(key: string): Promise<number>;
  add(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function counter(name: string, windowMs: number): Counter {
  const store = new FallbackStore(name);
  store.init({ windowMs } as Options);
  return {
    // Redis's store reads a key it does not hold as NaN hits.
    count: async (key) => (await store.get(key))?.totalHits || 0,
    add: async (key) => (await store.increment(key)).totalHits,
    reset: (key) => store.resetKey(key),
  };
}
