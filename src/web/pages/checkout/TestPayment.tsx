import { FlaskConical } from 'lucide-react';
import { confirmTestPayment, type CheckoutQuote } from '../../api/checkout';
import s from './Checkout.module.css';
import { PlaceOrderButton, usePlaceOrder } from './place-order';

/** The embedded default's payment: no card; the server confirms it as Stripe would (DESIGN §2). */
export function TestPayment({ quote, canPlace }: { quote: CheckoutQuote; canPlace: boolean }) {
  const order = usePlaceOrder(quote, async () => (await confirmTestPayment(quote)).payment_id);
  return (
    <>
      <div className={s.testMode}>
        <FlaskConical aria-hidden="true" size={20} />
        <p>Test mode: no card is needed and nothing is charged.</p>
      </div>
      <PlaceOrderButton enabled={canPlace && !order.placing} order={order} />
    </>
  );
}
