import { Router } from 'express';
import { db } from '../../platform/db';
import { rateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { PageViewBody, UsageBody } from './schemas';

export const analyticsRouter = Router();

// Generous, but a script cannot fill the tables.
const beaconLimit = rateLimit({ name: 'beacon-ip', windowMs: 10 * 60 * 1000, limit: 1000 });

analyticsRouter.post('/mercury/p', beaconLimit, validate({ body: PageViewBody }), async (req, res) => {
  await db('page_views').insert({ path: req.body.page_path, session_hint: req.body.session_hint ?? null, user_id: req.user?.id ?? null });
  res.status(204).end();
});

analyticsRouter.post('/mercury/i', beaconLimit, validate({ body: UsageBody }), async (req, res) => {
  await db('usage_events').insert({ kind: req.body.kind, component_id: req.body.component_id, user_id: req.user?.id ?? null });
  res.status(204).end();
});
