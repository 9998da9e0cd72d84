import { z } from 'zod';
import { db } from '../../platform/db';
import { defineJob } from '../../platform/jobs';

/** The legal pages' promise, as for sign-ins: a visitor's IP address goes after 100 days. */
const IP_RETENTION_DAYS = 100;

export const purgeInboxIps = defineJob('shop.purge-inbox-ips', z.object({}), async () => {
  const cutoff = new Date(Date.now() - IP_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  for (const table of ['contact_messages', 'quote_requests']) {
    await db(table).where('created_at', '<', cutoff).whereNotNull('ip').update({ ip: null });
  }
});
