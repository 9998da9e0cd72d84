import { Router } from 'express';
import { z } from 'zod';
import { articleId, id } from '../../platform/contract';
import { validate } from '../../platform/http/validate';
import { DashboardQuery } from './admin-schemas';
import { dashboard } from './dashboard';
import { articleStats, productStats } from './page-stats';

/** The dashboard and the pages' own numbers, under /api/admin (administrators only). */
export const analyticsAdminRouter = Router();

const ProductParams = z.strictObject({ id });
const ArticleParams = z.strictObject({ id: articleId });

analyticsAdminRouter.get('/dashboard', validate({ query: DashboardQuery }), async (req, res) => {
  res.json(await dashboard(req.query as unknown as DashboardQuery));
});

analyticsAdminRouter.get('/stats/product/:id', validate({ params: ProductParams }), async (req, res) => {
  res.json(await productStats((req.params as unknown as z.infer<typeof ProductParams>).id));
});

analyticsAdminRouter.get('/stats/article/:id', validate({ params: ArticleParams }), async (req, res) => {
  res.json(await articleStats((req.params as unknown as z.infer<typeof ArticleParams>).id));
});
