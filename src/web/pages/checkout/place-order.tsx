import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutQuote } from '../../api/checkout';
import { errorMessage } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { rememberPaidCheckout } from '../../lib/payment-id';
import s from './Checkout.module.css';

export const CONFIRMATION_PATH = '/shop/order_confirmation';

export interface PlaceOrder {
  place: () => Promise<void>;
  placing: boolean;
  error: string | null;
}

/**
 * Steps 4 and 5: `confirm` confirms the payment with the provider and gives its id; the id and the
 * checkout's secret are kept in localStorage for the confirmation page, which comes next. A refusal
 * is shown as it is worded.
 */
export function usePlaceOrder(quote: CheckoutQuote, confirm: () => Promise<string>): PlaceOrder {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const place = async () => {
    setPlacing(true);
    setError(null);
    try {
      rememberPaidCheckout((await confirm()) || quote.payment_id, quote.checkout_secret);
      await navigate(CONFIRMATION_PATH);
    } catch (err) {
      setError(errorMessage(err, 'Your payment could not be completed. Please try again.'));
      setPlacing(false);
    }
  };
  return { place, placing, error };
}

interface PlaceOrderButtonProps {
  enabled: boolean;
  order?: PlaceOrder;
}

/** 'Place Your Order', with the payment's refusal above it. */
export function PlaceOrderButton({ enabled, order }: PlaceOrderButtonProps) {
  return (
    <div className={s.place}>
      {order?.error && (
        <p className={s.problem} role="alert">
          {order.error}
        </p>
      )}
      <Button className={s.placeButton} onClick={() => void order?.place()} disabled={!enabled || !order} busy={order?.placing}>
        <ShoppingBag aria-hidden="true" size={18} />
        Place Your Order
      </Button>
    </div>
  );
}
