import { PAYMENTS_UNAVAILABLE } from '../../../modules/checkout/schemas';
import { CreditCard } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { AddressInput } from '../../../modules/checkout/schemas';
import { lastAddressQuery, stateCodesQuery } from '../../api/checkout';
import { queryClient } from '../../api/query-client';
import { CartLineItem } from '../../components/cart/CartLineItem';
import { useCartItems, type CartItems } from '../../components/cart/use-cart-items';
import { OrderTotals } from '../../components/orders/OrderTotals';
import { PageHeading } from '../../components/PageHeading';
import { Button } from '../../components/ui/Button';
import { Loading } from '../../components/ui/Spinner';
import { routeMeta } from '../../lib/meta';
import { amountOf } from '../../lib/money';
import { useSite } from '../../site';
import { useAuth } from '../../state/auth';
import { authStore } from '../../state/auth-store';
import { AddressForm } from './AddressForm';
import { canPlaceOrder } from './checkout-rules';
import s from './Checkout.module.css';
import { DEFAULT_COUNTRY } from './countries';
import { LeftOut, leftOut } from './LeftOut';
import { PaymentSection } from './PaymentSection';
import { ShippingOptions } from './ShippingOptions';
import { useCheckoutFlow } from './use-checkout';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/**
 * The checkout is personal (the cart lives in this browser, the member in its session): the server
 * renders the page's frame, and the browser the rest once it knows them. Before paint: the member
 * (for the address form's name, email and phone) and the default country's states.
 */
export async function clientLoader() {
  void queryClient.prefetchQuery(stateCodesQuery(DEFAULT_COUNTRY));
  await authStore.ready();
  return null;
}

export const meta = routeMeta({ title: 'Checkout' });

function Step({ n, title, className, children }: { n: number; title: string; className?: string; children: ReactNode }) {
  const id = `checkout-step-${n}`;
  return (
    <section className={`${s.card} ${className}`} aria-labelledby={id}>
      <h2 id={id} className={s.stepTitle}>
        <span className={s.stepNumber} aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Checkout({ cart, lastAddress }: { cart: CartItems; lastAddress: AddressInput | null }) {
  const { user } = useAuth();
  const flow = useCheckoutFlow(cart.selected.skus);
  const { downloadsOnly } = cart.selected;
  const amounts = flow.quote ?? { items_subtotal: amountOf(cart.selected.subtotalCents), shipping_cost: null, tax: null, total: null };
  return (
    <div className={s.layout}>
      <Step n={1} title={downloadsOnly ? 'Your details' : 'Shipping address'} className={s.address}>
        {/* Keyed: the fields asked, and their rules, change when the last book to post leaves the cart. */}
        <AddressForm key={String(downloadsOnly)} user={user} lastAddress={lastAddress} downloadsOnly={downloadsOnly} onSend={flow.sendAddress} onEdit={flow.forgetAddress} />
      </Step>
      <Step n={2} title={downloadsOnly ? 'Delivery' : 'Shipping'} className={s.shipping}>
        {downloadsOnly ? (
          <>
            <p>Nothing to ship: your download links are on your order page and in your confirmation email as soon as you have paid. We ask your country and state for the sales tax.</p>
            {flow.shippingError && <p role="alert">{flow.shippingError}</p>}
          </>
        ) : (
          <ShippingOptions
            hasAddress={!!flow.address}
            options={flow.options}
            loading={flow.optionsLoading}
            error={flow.shippingError}
            onRetry={flow.retryShipping}
            selected={flow.level}
            onSelect={flow.choose}
          />
        )}
      </Step>
      <aside className={`${s.card} ${s.summary}`} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={s.stepTitle}>
          Order summary
        </h2>
        <ul className={s.lines} aria-label="Items in your order">
          {cart.selected.items.map((item) => (
            <CartLineItem key={item.id} item={item} selectable={false} />
          ))}
        </ul>
        <OrderTotals amounts={amounts} busy={flow.quoteUpdating} />
      </aside>
      <Step n={3} title="Payment" className={s.payment}>
        <PaymentSection quote={flow.quote} error={flow.quoteError} onRetry={flow.retryQuote} canPlace={canPlaceOrder(flow.busy || cart.loading, flow.quote)} />
      </Step>
    </div>
  );
}

/**
 * The selected cart lines and a member's last address, once loaded; lines that can no longer be
 * bought are said above them (issue 36). With nothing chosen and nothing lost, back to /shop.
 */
function CartCheckout() {
  const cart = useCartItems();
  const { user } = useAuth();
  // The address form starts from it, so it is waited for (a failure only leaves the form blank).
  const lastAddress = useQuery({ ...lastAddressQuery(user?.id ?? 0), enabled: !!user });
  // Shown once loaded, and kept while a line's details reload (a line added from the drawer), so
  // the address typed so far stays.
  const [loaded, setLoaded] = useState(false);
  if (!loaded && !cart.loading && !(user && lastAddress.isPending)) setLoaded(true);

  const lost = leftOut(cart.items);
  if (!cart.loading && !cart.failed && cart.selected.count === 0) return lost.length ? <LeftOut items={lost} nothingElse /> : <Navigate to="/shop" replace />;
  if (cart.failed && !loaded) {
    return (
      <div className={s.problem} role="alert">
        <p>We could not load your cart.</p>
        <Button variant="secondary" onClick={cart.retry}>
          Retry
        </Button>
      </div>
    );
  }
  if (!loaded) return <Loading label="Loading your cart…" />;
  return (
    <>
      {lost.length > 0 && <LeftOut items={lost} nothingElse={false} />}
      <Checkout cart={cart} lastAddress={lastAddress.data ?? null} />
    </>
  );
}

/** A shop without payment keys in production takes no orders (the server answers 503): said before any address is typed. */
function PaymentsUnavailable() {
  return (
    <div className="empty-state">
      <CreditCard aria-hidden="true" size={40} strokeWidth={1.25} />
      <p>{PAYMENTS_UNAVAILABLE}</p>
      <Link to="/shop" className="button button-primary">
        Back to the shop
      </Link>
    </div>
  );
}

function CheckoutPage({ cart }: { cart: ReactNode }) {
  const site = useSite();
  return (
    <div className={`page ${s.page}`}>
      <PageHeading title="Checkout" />
      {site.payments === 'off' ? <PaymentsUnavailable /> : cart}
    </div>
  );
}

/** The server's page (the same for every visitor), until the browser has the cart and the member. */
export function HydrateFallback() {
  return <CheckoutPage cart={<Loading label="Loading your cart…" />} />;
}

/**
 * /shop/checkout (SPEC §4 Checkout flow): the selected cart lines only.
 * Anyone may check out: a guest, or a member whether or not the account is activated.
 */
export default function Component() {
  return <CheckoutPage cart={<CartCheckout />} />;
}
