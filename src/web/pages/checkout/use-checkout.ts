import type { CheckoutAddressInput, ShippingLevel, ShippingOption } from '../../../modules/checkout/schemas';
import { ADDRESS_MESSAGE } from '../../../modules/checkout/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { quoteQuery, shipOptionsQuery, type CheckoutQuote, type ShipOptionsRequest, type SkuLine } from '../../api/checkout';
import { ApiError, errorMessage } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { RE_QUOTE_MS, addressFieldErrors, pickLevel } from './checkout-rules';

/** What an error means for shipping: a 400 is the address (SPEC §8), anything else says itself. */
const shippingProblem = (err: unknown) => (err instanceof ApiError && err.status === 400 ? ADDRESS_MESSAGE : errorMessage(err));

export interface CheckoutFlow {
  /** The address the options are for: null until one is sent, and again once the form is edited. */
  address: CheckoutAddressInput | null;
  /** Step 1: sends the address; a failure is thrown with the address form's field names. */
  sendAddress: (address: CheckoutAddressInput) => Promise<void>;
  /** The form changed after sending: the options were for another address. */
  forgetAddress: () => void;
  options: ShippingOption[];
  /** False once the server says nothing in the cart goes by post: no level to choose, the quote comes at once. */
  ships: boolean;
  optionsLoading: boolean;
  /** Why there are no options (SPEC §8's address message on a 400); null when there is none. */
  shippingError: string | null;
  retryShipping: () => void;
  /** The selected option (step 2), and choosing one. */
  level: ShippingLevel | null;
  choose: (level: ShippingLevel) => void;
  /** The quote for the selected option (step 3); while `quoteUpdating`, the previous one. */
  quote: CheckoutQuote | null;
  quoteUpdating: boolean;
  quoteError: string | null;
  retryQuote: () => void;
  /** Something is still on its way: a quantity change in its 500 ms, options, or the quote. */
  busy: boolean;
}

/**
 * SPEC §4 Checkout flow, steps 1 to 3: the address brings shipping options, the selected option
 * brings a quote with its payment. The cart's lines reach both 500 ms after they stop changing.
 */
export function useCheckoutFlow(skus: SkuLine[]): CheckoutFlow {
  const [address, setAddress] = useState<CheckoutAddressInput | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ShippingLevel | null>(null);

  // Debounced as JSON: a render bringing equal lines does not restart the wait.
  const linesJson = JSON.stringify(skus);
  const settledJson = useDebouncedValue(linesJson, RE_QUOTE_MS);
  const settledSkus = useMemo(() => JSON.parse(settledJson) as SkuLine[], [settledJson]);

  const optionsRequest: ShipOptionsRequest | null = address && settledSkus.length ? { skus: settledSkus, shipping_address: address } : null;
  const options = useQuery({
    ...shipOptionsQuery(optionsRequest as ShipOptionsRequest),
    enabled: !!optionsRequest,
    // New quantities for the same address keep the options on screen while they reload; a new
    // address starts from nothing.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as ShipOptionsRequest | null | undefined;
      return before && address && JSON.stringify(before.shipping_address) === JSON.stringify(address) ? previous : undefined;
    },
  });
  const shipping = optionsRequest ? options.data : undefined;
  const level = pickLevel(shipping?.options ?? [], chosen);

  // A cart of downloads only is quoted with no level (issue 26).
  const levelPart = shipping?.ships ? (level ? { shipping_level: level } : null) : {};
  const quoteRequest = shipping && levelPart && !options.isPlaceholderData ? { skus: settledSkus, address_id: shipping.address_id, ...levelPart, checkout_secret: shipping.checkout_secret } : null;
  const quote = useQuery({ ...quoteQuery(quoteRequest!), enabled: !!quoteRequest, placeholderData: keepPreviousData });
  const currentQuote = shipping ? (quote.data ?? null) : null;
  const quoteUpdating = !!currentQuote && (quote.isPlaceholderData || quote.isFetching || !quoteRequest);

  const sendAddress = useCallback(
    async (values: CheckoutAddressInput) => {
      setSendError(null);
      try {
        // Fetched here, not by the query above, so a refusal can be put under the form's fields.
        await queryClient.fetchQuery(shipOptionsQuery({ skus: settledSkus, shipping_address: values }));
        setAddress(values);
      } catch (err) {
        setAddress(null);
        setSendError(shippingProblem(err));
        throw err instanceof ApiError ? new ApiError(err.status, err.message, addressFieldErrors(err.fieldErrors), err.requestId, err.code) : err;
      }
    },
    [settledSkus],
  );

  const forgetAddress = useCallback(() => {
    setAddress(null);
    setSendError(null);
  }, []);

  return {
    address,
    sendAddress,
    forgetAddress,
    options: shipping?.options ?? [],
    ships: shipping?.ships ?? true,
    optionsLoading: !!optionsRequest && (options.isPending || options.isPlaceholderData),
    shippingError: sendError ?? (optionsRequest && options.isError ? shippingProblem(options.error) : null),
    retryShipping: () => void options.refetch(),
    level,
    choose: setChosen,
    quote: currentQuote,
    quoteUpdating,
    quoteError: quoteRequest && quote.isError ? errorMessage(quote.error) : null,
    retryQuote: () => void quote.refetch(),
    busy: linesJson !== settledJson || options.isFetching || quote.isFetching || quoteUpdating,
  };
}
