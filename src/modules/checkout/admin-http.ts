import { Router } from 'express';
import { madeElsewhere, raListRoute } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import { ORDER_LIST_SORTS, getAdminOrder, listAdminOrders } from './admin-orders';
import { SHIPPING_RATE_SORTS, TAX_RATE_SORTS, shippingRates, taxRates } from './admin-rates';
import { refundOrder } from './admin-refunds';
import { OrderLineParams, RateIdParams, RefundBody, ShipBody, ShippingRateInput, TaxRateInput } from './admin-schemas';
import { shipOrder } from './admin-shipments';
import { reissueByStaff } from './download-reissues';
import { OrderIdParams } from './schemas';

/**
 * Checkout's resources for the admin console, mounted at /api/admin behind the administrator check,
 * in the ra-data-simple-rest dialect: orders (read, refund, ship) and the shipping and tax rates.
 */
export const checkoutAdminRouter = Router();

const idOf = (params: unknown) => (params as { id: number }).id;
const orderId = validate({ params: OrderIdParams });

checkoutAdminRouter.get('/orders', raListRoute('orders', ORDER_LIST_SORTS, 'created_at', listAdminOrders));
checkoutAdminRouter.get('/orders/:id', orderId, async (req, res) => {
  res.json(await getAdminOrder(idOf(req.params)));
});
checkoutAdminRouter.post('/orders/:id/refund', validate({ params: OrderIdParams, body: RefundBody }), async (req, res) => {
  res.json(await refundOrder(idOf(req.params), req.body));
});
checkoutAdminRouter.post('/orders/:id/ship', validate({ params: OrderIdParams, body: ShipBody }), async (req, res) => {
  res.json(await shipOrder(idOf(req.params), req.body.tracking_number));
});
// A digital line's fresh link, without the buyer's daily limit; recorded with the staff member who made it (issue 36).
checkoutAdminRouter.post('/orders/:id/lines/:lineId/reissue', validate({ params: OrderLineParams }), async (req, res) => {
  const { id, lineId } = req.params as unknown as { id: number; lineId: number };
  await reissueByStaff(id, lineId, req.user!.id);
  res.json(await getAdminOrder(id));
});

/** Orders are made by checkout and kept for the books: the console reads, refunds and ships them only. */
const ordersAreReadOnly = madeElsewhere('Orders are made by checkout; they cannot be created, edited or deleted here. Refund or ship them instead.');
checkoutAdminRouter.post('/orders', ordersAreReadOnly);
// The id is checked first, like on every route with one: a malformed id is a 400 naming it.
checkoutAdminRouter.put('/orders/:id', orderId, ordersAreReadOnly);
checkoutAdminRouter.delete('/orders/:id', orderId, ordersAreReadOnly);

const rateResources = [
  { resource: 'shipping-rates', table: shippingRates, input: ShippingRateInput, sorts: SHIPPING_RATE_SORTS, defaultSort: 'zone' },
  { resource: 'tax-rates', table: taxRates, input: TaxRateInput, sorts: TAX_RATE_SORTS, defaultSort: 'country_code' },
] as const;

for (const { resource, table, input, sorts, defaultSort } of rateResources) {
  const rateId = validate({ params: RateIdParams });
  checkoutAdminRouter.get(`/${resource}`, raListRoute<unknown>(resource, sorts, defaultSort, (list) => table.list(list)));
  checkoutAdminRouter.get(`/${resource}/:id`, rateId, async (req, res) => {
    res.json(await table.get(idOf(req.params)));
  });
  checkoutAdminRouter.post(`/${resource}`, validate({ body: input }), async (req, res) => {
    res.status(201).json(await table.create(req.body));
  });
  checkoutAdminRouter.put(`/${resource}/:id`, validate({ params: RateIdParams, body: input }), async (req, res) => {
    res.json(await table.update(idOf(req.params), req.body));
  });
  checkoutAdminRouter.delete(`/${resource}/:id`, rateId, async (req, res) => {
    res.json(await table.remove(idOf(req.params)));
  });
}
