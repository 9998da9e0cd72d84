import { Router } from 'express';
import { rateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { bufferBeacon } from './beacon-buffer';
import { PageViewBody, UsageBody } from './schemas';
import { dailyVisitorOf } from './visitors';

export const analyticsRouter = Router();

// Generous, but a script cannot fill the tables: a flood from one address gets 429s, never a 5xx.
const beaconLimit = rateLimit({ name: 'beacon-ip', windowMs: 10 * 60 * 1000, limit: 1000 });

// Answered before anything is written: the row joins the next batch (beacon-buffer.ts).
analyticsRouter.post('/mercury/p', beaconLimit, validate({ body: PageViewBody }), async (req, res) => {
  // A crawler's beacons are not counted.
  const who = await dailyVisitorOf(req);
  if (who !== null) bufferBeacon({ table: 'page_views', row: { path: req.body.page_path, visitor: who.visitor, created_at: new Date() } });
  res.status(204).end();
});

analyticsRouter.post('/mercury/i', beaconLimit, validate({ body: UsageBody }), async (req, res) => {
  const who = await dailyVisitorOf(req);
  if (who !== null) bufferBeacon({ table: 'usage_events', row: { kind: req.body.kind, component_id: req.body.component_id, visitor: who.visitor, created_at: new Date() } });
  res.status(204).end();
});
