import { Redis, type RedisOptions } from 'ioredis';
import { config } from './config';
import { logger } from './logger';
import { onShutdown } from './shutdown';

/** How often a lost Redis connection is tried again: the site is whole again within a second. */
const RECONNECT_MS = 500;

/**
 * Connection options from REDIS_URL, reconnecting every half second for as long as it takes.
 * Typed by inference, so BullMQ sees a retry strategy that is always a function.
 */
export function redisOptions() {
  const url = new URL(config.REDIS_URL!);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    connectTimeout: 2000,
    retryStrategy: () => RECONNECT_MS,
  } satisfies RedisOptions;
}

let client: Redis | null = null;

/**
 * One shared Redis connection for counters (rate limits); null when REDIS_URL is unset. Commands
 * fail at once while it is down (no offline queue), so callers fall back instead of waiting.
 */
export function sharedRedis(): Redis | null {
  if (!config.REDIS_URL) return null;
  if (!client) {
    const c = new Redis({ ...redisOptions(), maxRetriesPerRequest: 0, enableOfflineQueue: false });
    c.on('error', (err: Error) => logger.debug({ err: err.message }, 'redis connection error'));
    client = c;
    onShutdown('redis', async () => {
      client = null;
      await c.quit().catch(() => c.disconnect());
    });
  }
  return client;
}

/**
 * Opens the shared connection and waits for it (at most timeoutMs: a Redis outage must not keep
 * the site from starting), so a new web process counts its first requests in Redis like the others.
 */
export async function connectSharedRedis(timeoutMs = 2000): Promise<void> {
  const redis = sharedRedis();
  if (!redis || redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
