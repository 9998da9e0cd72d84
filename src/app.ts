import type { Express } from 'express';
import { accountsAdminRouter, accountsRouter, resolveUser } from './modules/accounts';
import { shopAdminRouter, shopAdminRoutes, shopPageHead, shopRouter } from './modules/shop';
import { analyticsRouter } from './modules/analytics';
import { db } from './platform/db';
import { devClient, mountBuiltClient } from './platform/http/client';
import { createHttpApp } from './platform/http/app';
import { pingQueue, queueMode } from './platform/jobs';

export type ClientMode = 'built' | 'dev' | 'none';

/** The whole product as one Express app, not listening: the modules' routes on the platform's HTTP shell. */
export async function createApp({ client = 'built' }: { client?: ClientMode } = {}): Promise<Express> {
  const mounts = {
    built: (app: Express) => mountBuiltClient(app, shopPageHead),
    dev: client === 'dev' ? await devClient(shopPageHead) : undefined,
    none: undefined,
  };
  return createHttpApp({
    apiRouters: [accountsRouter, shopAdminRoutes, shopRouter, analyticsRouter],
    adminRouters: [accountsAdminRouter, shopAdminRouter],
    resolveUser,
    readiness: {
      database: () => db.raw('select 1'),
      ...(queueMode === 'redis' ? { redis: pingQueue } : {}),
    },
    dev: client === 'dev',
    mountClient: mounts[client],
  });
}
