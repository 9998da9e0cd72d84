import jostWoff2 from '@fontsource/jost/files/jost-latin-400-normal.woff2';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Appearance, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import type { CheckoutQuote } from '../../api/checkout';
import type { Theme } from '../../lib/theme';
import { useTheme } from '../../state/theme';
import s from './Checkout.module.css';
import { CONFIRMATION_PATH, PlaceOrderButton, usePlaceOrder } from './place-order';

// Stripe's Payment Element (SPEC §7 Other). This module and Stripe.js load only when a quote names
// Stripe: never with the rest of the site, nor in test mode.

/** loadStripe once per key: Elements must keep the same Stripe object for its life. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** The self-hosted Jost as Vite emits it; Stripe's frame fetches it, so the URL is absolute. */
const fonts = [{ family: 'Jost', src: `url(${new URL(jostWoff2, window.location.origin).href})`, weight: '400' }];

/** Stripe's light or night theme, in the site's accent colour and font. */
function appearanceFor(theme: Theme): Appearance {
  const accent = getComputedStyle(document.documentElement).getPropertyValue('--accent').trim();
  return {
    theme: theme === 'dark' ? 'night' : 'stripe',
    variables: { ...(accent ? { colorPrimary: accent } : {}), fontFamily: 'Jost, system-ui, sans-serif' },
  };
}

function CardForm({ quote, canPlace }: { quote: CheckoutQuote; canPlace: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const order = usePlaceOrder(quote, async () => {
    if (!stripe || !elements) throw new Error('The payment form is still loading.');
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${CONFIRMATION_PATH}` },
      // Cards finish here; a payment method that must leave the site comes back to return_url.
      redirect: 'if_required',
    });
    if (error) throw new Error(error.message ?? 'Your payment could not be completed. Please try again.');
    return paymentIntent?.id ?? quote.payment_id;
  });
  return (
    <>
      <div className={s.cardForm}>
        <PaymentElement onReady={() => setReady(true)} />
      </div>
      <PlaceOrderButton enabled={canPlace && ready && !order.placing} order={order} />
    </>
  );
}

export default function StripePayment({ quote, canPlace }: { quote: CheckoutQuote; canPlace: boolean }) {
  const theme = useTheme();
  const options = useMemo<StripeElementsOptions>(() => ({ clientSecret: quote.pmt_pubkey, appearance: appearanceFor(theme), fonts }), [quote.pmt_pubkey, theme]);
  if (!quote.publishable_key) {
    return (
      <p className={s.problem} role="alert">
        Card payments are not available right now. Please try again later.
      </p>
    );
  }
  // A new quote is a new payment: Elements cannot change its client secret, so it starts afresh.
  return (
    <Elements key={quote.pmt_pubkey} stripe={stripeFor(quote.publishable_key)} options={options}>
      <CardForm quote={quote} canPlace={canPlace} />
    </Elements>
  );
}
