import { EMPTY_PAYMENT } from '../../../modules/checkout/schemas';
import { lazy, Suspense } from 'react';
import type { CheckoutQuote } from '../../api/checkout';
import { Button } from '../../components/ui/Button';
import { Loading } from '../../components/ui/Spinner';
import s from './Checkout.module.css';
import { PlaceOrderButton } from './place-order';
import { TestPayment } from './TestPayment';

const StripePayment = lazy(() => import('./StripePayment'));

interface PaymentSectionProps {
  quote: CheckoutQuote | null;
  error: string | null;
  onRetry: () => void;
  /** Nothing loading and the quote complete (SPEC §4: Place Your Order's condition). */
  canPlace: boolean;
}

/** The payment: Stripe's fields or the test mode's note, and Place Your Order; before a quote, why not yet. */
export function PaymentSection({ quote, error, onRetry, canPlace }: PaymentSectionProps) {
  if (!quote) {
    return (
      <>
        {error ? (
          <div className={s.problem} role="alert">
            <p>{error}</p>
            <Button variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          </div>
        ) : (
          <p className={s.empty}>{EMPTY_PAYMENT}</p>
        )}
        <PlaceOrderButton enabled={false} />
      </>
    );
  }
  if (quote.provider === 'test') return <TestPayment quote={quote} canPlace={canPlace} />;
  return (
    <Suspense fallback={<Loading label="Loading the secure payment form…" />}>
      <StripePayment quote={quote} canPlace={canPlace} />
    </Suspense>
  );
}
