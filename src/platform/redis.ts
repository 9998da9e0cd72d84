import { Redis } from 'ioredis';
import { config } from './config';
import { onShutdown } from './shutdown';

let client: Redis | null = null;

/** One shared Redis connection for counters (rate limits); null when REDIS_URL is unset. */
export function sharedRedis(): Redis | null {
  if (!config.REDIS_URL) return null;
  if (!client) {
    const c = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    client = c;
    onShutdown('redis', async () => {
      client = null;
      await c.quit().catch(() => c.disconnect());
    });
  }
  return client;
}
