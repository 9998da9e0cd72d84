import { ShoppingBag } from 'lucide-react';
import { lazy } from 'react';
import type { AdminOrder, AdminOrderRow } from '../../modules/checkout/admin-schemas';
import { OrderList } from './OrderList';

const OrderShow = lazy(() => import('./OrderShow').then((m) => ({ default: m.OrderShow })));

/** Orders: /chariot/orders, served by /api/admin/orders; read, refunded and shipped, never edited. */
export default {
  list: OrderList,
  show: OrderShow,
  icon: ShoppingBag,
  recordRepresentation: (order: AdminOrderRow | AdminOrder) => ('orderId' in order ? order.orderId : order.number),
  options: { label: 'Orders' },
};
