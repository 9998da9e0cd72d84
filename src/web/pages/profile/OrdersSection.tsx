import type { OrderDetails } from '../../../modules/checkout/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { myOrdersQuery } from '../../api/checkout';
import { OrderItems } from '../../components/orders/OrderParts';
import { RefundNotice } from '../../components/orders/OrderRefunds';
import { Button } from '../../components/ui/Button';
import { Loading } from '../../components/ui/Spinner';
import { formatCents, toCents } from '../../lib/money';
import { formatDay, statusLabel } from '../../lib/orders';
import styles from './Profile.module.css';

function OrderCard({ order }: { order: OrderDetails }) {
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <p>
          <span className={styles.orderLabel}>Order</span> <strong>{order.orderId}</strong>
        </p>
        <p className={styles.orderMeta}>
          <time dateTime={order.created_at}>{formatDay(order.created_at, 'short')}</time>
          <span className={styles.status}>{statusLabel(order.status)}</span>
        </p>
      </div>
      <RefundNotice order={order} className={styles.orderRefunds} />
      <OrderItems items={order.listItems} />
      <p className={styles.orderTotal}>
        <span>Total</span>
        <strong>{formatCents(toCents(order.total))}</strong>
      </p>
    </li>
  );
}

/** The member's orders, newest first, ten at a time with 'Show more'. */
export function OrdersSection() {
  const headingId = useId();
  const orders = useInfiniteQuery(myOrdersQuery());
  const list = orders.data?.pages.flatMap((p) => p.orders) ?? [];
  const total = orders.data?.pages.at(-1)?.total ?? 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId}>Orders</h2>
      </div>
      {orders.isPending ? (
        <Loading label="Loading your orders…" />
      ) : orders.isError && list.length === 0 ? (
        <div className="form-error" role="alert">
          <p>We could not load your orders.</p>
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            Retry
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className={styles.noOrders}>
          <Package aria-hidden="true" size={28} strokeWidth={1.25} />
          <p>You have not ordered anything yet.</p>
          <Link to="/shop">Browse the shop</Link>
        </div>
      ) : (
        <>
          <ul className={styles.orders} aria-label="Your orders">
            {list.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ul>
          {orders.hasNextPage && (
            <div className={styles.more}>
              <Button variant="secondary" busy={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
                Show more ({total - list.length} more)
              </Button>
            </div>
          )}
          {orders.isFetchNextPageError && (
            <p className="form-error" role="alert">
              We could not load more orders. Please try again.
            </p>
          )}
        </>
      )}
    </section>
  );
}
