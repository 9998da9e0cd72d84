import type { OrderDetails, OrderSummary } from '../../../modules/checkout/schemas';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleAlert, Clock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { orderByPaymentQuery } from '../../api/checkout';
import { ApiError, errorMessage } from '../../api/client';
import { keys } from '../../api/keys';
import { queryClient } from '../../api/query-client';
import { AddressBlock, OrderItems } from '../../components/orders/OrderParts';
import { RefundNotice } from '../../components/orders/OrderRefunds';
import { OrderTotals } from '../../components/orders/OrderTotals';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { Loading } from '../../components/ui/Spinner';
import { routeMeta } from '../../lib/meta';
import { ORDER_RETRY_MS, askAgainForOrder, formatDay, levelLabel, statusLabel } from '../../lib/orders';
import { paymentToShow, rememberLinkedOrder, rememberPaidCheckout } from '../../lib/payment-id';
import { cartActions } from '../../state/cart';
import s from './OrderConfirmation.module.css';
import type { Route } from './+types/route';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** Stripe's redirect after a payment that failed: there is no order to show. */
const paymentFailed = (search: URLSearchParams) => search.get('redirect_status') === 'failed';

/**
 * The order is personal (its payment is in the URL or in this browser's storage): the server
 * renders the page's frame, and the browser the order, asked for here before the page paints.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const shown = paymentFailed(search) ? null : paymentToShow(search);
  if (shown) void queryClient.prefetchQuery(orderByPaymentQuery(shown.pid, shown.secret));
  return null;
}

export const meta = routeMeta({ title: 'Order confirmation' });

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={`empty-state ${s.notice}`}>
      {icon}
      <h2>{title}</h2>
      {children}
    </div>
  );
}

const ShopLink = ({ label = 'Continue shopping' }: { label?: string }) => (
  <Link to="/shop" className="button button-primary">
    {label}
  </Link>
);

/** A problem (a unit sold out before the payment finished) means the order was refunded, not sent. */
function ProblemNotice({ order }: { order: OrderDetails | OrderSummary }) {
  if (!order.problem) return null;
  return (
    <div className={s.problem} role="alert">
      <CircleAlert aria-hidden="true" size={22} />
      <div>
        <p className={s.problemTitle}>{order.problem === 'out_of_stock' ? 'An item sold out before your payment went through.' : 'We could not complete this order.'}</p>
        <p>Your payment has been refunded in full, and nothing will be shipped. We are sorry for the trouble.</p>
      </div>
    </div>
  );
}

/**
 * The order as it stands: a refund (or a problem) first, the thanks only for an order that goes
 * ahead untouched, and a delivery date only while something is still to be posted (issue 36).
 */
function OrderView({ order, secret }: { order: OrderDetails | OrderSummary; secret: string | null }) {
  const fulfilled = !order.problem;
  const untouched = fulfilled && order.refunds.length === 0;
  // What was bought leaves the cart (once per order: cartActions keeps track). A refunded order bought nothing.
  useEffect(() => {
    if (!fulfilled) return;
    cartActions.forgetBought(order.orderId, order.listItems.flatMap((l) => (l.sku_id === null ? [] : [l.sku_id])));
    void queryClient.invalidateQueries({ queryKey: keys.orders.mine });
  }, [order, fulfilled]);

  return (
    <div className={s.order}>
      <RefundNotice order={order} />
      <div className={s.head}>
        {untouched && <CircleCheck className={s.ok} aria-hidden="true" size={32} />}
        <div>
          {untouched && <p className={s.thanks}>Thank you for your order!</p>}
          <p className={s.number}>
            Order number <strong>{order.orderId}</strong>
          </p>
          <p className={s.meta}>
            Placed {formatDay(order.created_at)} · Status: <strong>{statusLabel(order.status)}</strong>
          </p>
        </div>
      </div>
      <ProblemNotice order={order} />
      {order.still_ships && order.max_delivery_date && order.shipping_level && (
        <p className={s.delivery}>
          <Clock aria-hidden="true" size={18} />
          <span>
            {levelLabel(order.shipping_level)} shipping · estimated delivery by <strong>{formatDay(order.max_delivery_date)}</strong>
            {order.refunds.length > 0 && ' for the items not refunded'}
          </span>
        </p>
      )}
      <div className={s.columns}>
        <section aria-labelledby="order-items" className={s.card}>
          <h2 id="order-items">Items</h2>
          <OrderItems items={order.listItems} secret={secret} />
          <OrderTotals amounts={order} />
        </section>
        <section aria-labelledby="order-address" className={s.card}>
          <h2 id="order-address">{order.shipping_level === null ? 'Your details' : 'Shipping address'}</h2>
          <AddressBlock address={order.address} />
          {'partial' in order && <p className={s.partial}>Only part of the address is shown here. Log in, or open the link in your order confirmation email, to see all of it.</p>}
        </section>
      </div>
      <p className={s.more}>
        <ShopLink />
      </p>
    </div>
  );
}

/**
 * The order a payment made (SPEC §4 Order by payment): while the server is still finalising it
 * there is no order yet, so the page asks again up to 3 times, 1 s apart, then offers Retry.
 */
function OrderByPayment({ pid, secret }: { pid: string; secret: string | null }) {
  // Answers before this round of asking (Retry starts a new round of three).
  const [roundStart, setRoundStart] = useState(0);
  const query = useQuery({
    ...orderByPaymentQuery(pid, secret),
    refetchInterval: (q) => (q.state.status === 'success' && askAgainForOrder(!!q.state.data, q.state.dataUpdateCount - roundStart) ? ORDER_RETRY_MS : false),
  });
  // Every answer re-renders (its time changes), so the count read here is current.
  const answers = queryClient.getQueryState(orderByPaymentQuery(pid, secret).queryKey)?.dataUpdateCount ?? 0;

  if (query.data) return <OrderView order={query.data} secret={secret} />;
  if (query.isError) {
    const unknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Notice icon={<CircleAlert aria-hidden="true" size={40} strokeWidth={1.25} />} title={unknown ? 'We could not find this order' : 'We could not load your order'}>
        <p>{unknown ? 'The link may be incomplete. If you were charged, please contact us.' : errorMessage(query.error)}</p>
        {unknown ? <ShopLink label="Back to the shop" /> : <Button onClick={() => void query.refetch()}>Retry</Button>}
      </Notice>
    );
  }
  if (query.isFetching || askAgainForOrder(false, answers - roundStart)) return <Loading label="Confirming your payment…" />;
  return (
    <Notice icon={<Clock aria-hidden="true" size={40} strokeWidth={1.25} />} title="We are still confirming your payment">
      <p>This usually takes a few seconds. Your order will show here once it is confirmed.</p>
      <Button
        onClick={() => {
          setRoundStart(answers);
          void query.refetch();
        }}
      >
        Retry
      </Button>
    </Notice>
  );
}

const ConfirmationPage = ({ children }: { children: ReactNode }) => (
  <div className="page">
    <PageHeading title="Order confirmation" />
    {children}
  </div>
);

/** The server's page (the same for every visitor), until the browser has found the order. */
export function HydrateFallback() {
  return (
    <ConfirmationPage>
      <Loading label="Loading your order…" />
    </ConfirmationPage>
  );
}

/**
 * /shop/order_confirmation: the payment from Stripe's redirect (?payment_intent=), from the order
 * mail's link (?payment_intent=&key=) or from this browser's storage.
 */
export default function Component() {
  const [search, setSearch] = useSearchParams();
  const shown = paymentToShow(search);
  const failedRedirect = paymentFailed(search);
  // After Stripe's redirect the URL also holds the payment's client secret, and the mail's link a
  // key: the id and the secret move to storage and the query goes, so no secret stays in the
  // history or in a shared link.
  useEffect(() => {
    const fromUrl = search.get('payment_intent');
    if (!fromUrl || failedRedirect) return;
    const key = search.get('key');
    if (key) rememberLinkedOrder(fromUrl, key);
    else rememberPaidCheckout(fromUrl);
    setSearch({}, { replace: true });
  }, [search, failedRedirect, setSearch]);
  return (
    <ConfirmationPage>
      {failedRedirect ? (
        <Notice icon={<CircleAlert aria-hidden="true" size={40} strokeWidth={1.25} />} title="Your payment did not go through">
          <p>Nothing was charged. You can try again from the checkout.</p>
          <Link to="/shop/checkout" className="button button-primary">
            Back to checkout
          </Link>
        </Notice>
      ) : shown ? (
        <OrderByPayment pid={shown.pid} secret={shown.secret} />
      ) : (
        <Notice icon={<CircleAlert aria-hidden="true" size={40} strokeWidth={1.25} />} title="No order to show">
          <p>There is no recent order in this browser. Your orders are listed on your profile when you are signed in.</p>
          <ShopLink label="Go to the shop" />
        </Notice>
      )}
    </ConfirmationPage>
  );
}
