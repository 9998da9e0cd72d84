import type {
  CheckoutAddressInput,
  LastAddressResponse,
  MyOrdersResponse,
  OrderDetailsResponse,
  ReissueResponse,
  ShipEstimateBody,
  ShipEstimateResponse,
  ShipOptionsResponse,
  ShippingQuote,
  StateCodesResponse,
} from '../../modules/checkout/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { checkoutSecret, keepCheckoutSecret } from '../lib/payment-id';
import { ApiError, api } from './client';
import { queryClient } from './query-client';
import { keys } from './keys';

// The checkout's calls (SPEC §7 Shop: ship_options, ship_est, ship_state_codes, order-details),
// the test-mode payment and the member's orders.

export interface SkuLine {
  id: number;
  quantity: number;
}

export interface ShipOptionsRequest {
  skus: SkuLine[];
  /** As the address form's schema puts it out (blank optional fields null; no postal fields for downloads only). */
  shipping_address: CheckoutAddressInput;
}

/** GET /shop/ship_state_codes/{country}: code → name; empty where addresses have no state. */
export const stateCodesQuery = (country: string) =>
  queryOptions({
    queryKey: keys.checkout.stateCodes(country),
    queryFn: ({ signal }) => api.get<StateCodesResponse>(`/shop/ship_state_codes/${encodeURIComponent(country)}`, { signal }).then((r) => r.codes),
    staleTime: Infinity,
  });

/**
 * The member's latest checkout address (null when they have none), read anew for each checkout
 * (not kept once the page is left), so the one given at the last order is the one offered.
 */
export const lastAddressQuery = (userId: number) =>
  queryOptions({
    queryKey: keys.checkout.lastAddress(userId),
    queryFn: ({ signal }) => api.get<LastAddressResponse | undefined>('/shop/last-address', { signal }).then((r) => r?.address ?? null),
    gcTime: 0,
    retry: false,
  });

/**
 * The shipping options for an address and the lines. Each call saves the address on the server, so
 * an answer is kept for the page's life (the same address and lines are not sent twice). It goes
 * with the secret of the checkout under way, so the server keeps it one checkout, and the secret
 * it answers with is kept for the next.
 */
export const shipOptionsQuery = (request: ShipOptionsRequest) =>
  queryOptions({
    queryKey: keys.checkout.options(request),
    queryFn: async ({ signal }) => {
      const answer = await api.post<ShipOptionsResponse>('/shop/ship_options', { ...request, checkout_secret: checkoutSecret() ?? undefined }, { signal });
      keepCheckoutSecret(answer.checkout_secret);
      return answer;
    },
    staleTime: Infinity,
  });

/** A quote, with the secret of the checkout it belongs to (the test-mode confirmation and the order page send it). */
export interface CheckoutQuote extends ShippingQuote {
  checkout_secret: string;
}

/**
 * The quote for a shipping option, with the payment to confirm (the same cart gives the same
 * payment). What the checkout holds now comes with it (issue 36). A line refused as sold out or held
 * sends for the lines' details again, so the cart marks it and the checkout goes on without it.
 */
export const quoteQuery = (request: ShipEstimateBody) =>
  queryOptions({
    queryKey: keys.checkout.quote(request),
    queryFn: async ({ signal }): Promise<CheckoutQuote> => {
      try {
        const { quote } = await api.post<ShipEstimateResponse>('/shop/ship_est', request, { signal });
        queryClient.setQueryData(keys.checkout.holds(request.checkout_secret), quote.held);
        return { ...quote, checkout_secret: request.checkout_secret };
      } catch (err) {
        if (err instanceof ApiError && err.code === 'out_of_stock') void queryClient.invalidateQueries({ queryKey: keys.skus.all });
        throw err;
      }
    },
    staleTime: Infinity,
  });

/** The test-mode provider's stand-in for a card: confirms the payment the quote opened. */
export const confirmTestPayment = (quote: CheckoutQuote) =>
  api.post<{ payment_id: string }>('/shop/test-payment/confirm', { pmt_pubkey: quote.pmt_pubkey, checkout_secret: quote.checkout_secret });

/** The order a payment made (whole with its secret, else its summary); null while the payment is still being finalised. */
export const orderByPaymentQuery = (pid: string, secret: string | null) =>
  queryOptions({
    queryKey: keys.orders.byPayment(pid, secret),
    queryFn: ({ signal }) => api.post<OrderDetailsResponse>('/shop/order-details', { pid, secret: secret ?? undefined }, { signal }).then((r) => r.order),
  });

export const ORDERS_PER_PAGE = 10;

/** The member's orders, newest first, ORDERS_PER_PAGE at a time. */
export const myOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: keys.orders.mine,
    queryFn: ({ pageParam, signal }) => api.get<MyOrdersResponse>(`/shop/orders?offset=${pageParam}&quantity=${ORDERS_PER_PAGE}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.orders.length, 0);
      return shown < last.total && last.orders.length > 0 ? shown : undefined;
    },
  });

/**
 * A fresh link for a digital line (issue 36): as the signed-in member who bought it, or with the
 * order's secret (checkout secret or mail link key); the order's answers are asked again after it.
 */
export const reissueDownload = (lineId: number, secret: string | null) =>
  api.post<ReissueResponse>(`/shop/downloads/${lineId}/reissue`, { secret: secret ?? undefined }).then((r) => r.download);
