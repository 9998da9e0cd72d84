import type { AddressInput, ShippingLevel, ShippingOption, ShippingQuote } from '../../../modules/checkout/schemas';
import type { FieldErrors } from '../../api/client';

// The checkout's rules (SPEC §4 Checkout flow), apart from React so they can be tested.

/** SPEC §9: a cart quantity change asks for shipping again after this long. */
export const RE_QUOTE_MS = 500;

/** Step 2: the option of the same level as before stays selected, otherwise the first. */
export function pickLevel(options: readonly ShippingOption[], previous: ShippingLevel | null): ShippingLevel | null {
  if (previous && options.some((o) => o.level === previous)) return previous;
  return options[0]?.level ?? null;
}

export type AddressField = keyof AddressInput;
const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'email', 'phone_number', 'street1', 'street2', 'city', 'country_code', 'state_code', 'postcode'];

/**
 * The server's field errors for the address form: the schema names them by their path in the
 * request ('shipping_address.street1'), the address checks by the field ('postcode').
 */
export function addressFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.replace(/^shipping_address\./, '');
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) out[field] = messages;
  }
  return out;
}

/**
 * Place Your Order waits while anything loads (a change still in its 500 ms, options, the quote,
 * the payment itself) and until the quote has a shipping cost and an items subtotal.
 */
export function canPlaceOrder(busy: boolean, quote: Pick<ShippingQuote, 'shipping_cost' | 'items_subtotal'> | null | undefined): boolean {
  return !busy && !!quote?.shipping_cost && !!quote.items_subtotal;
}
