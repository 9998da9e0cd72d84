import type { Identifier } from 'react-admin';
import type { AdminOrder, RefundBody } from '../../modules/checkout/admin-schemas';
import { httpClient } from '../data-provider';

const post = async (id: Identifier, action: 'refund' | 'ship', body: object): Promise<AdminOrder> => {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body: JSON.stringify(body) });
  return json as AdminOrder;
};

/** Refunds the given lines, or with none the rest of the order; resolves with the order as it now is. */
export const refundOrder = (id: Identifier, body: RefundBody) => post(id, 'refund', body);

/** Marks the order shipped (the server mails the buyer); resolves with the order as it now is. */
export const shipOrder = (id: Identifier, trackingNumber: string) => post(id, 'ship', { tracking_number: trackingNumber });

const GENERIC_FAILURE = 'We could not complete your request.';

/** The server's own words: react-admin's HttpError carries the body's message as its own. */
export const failureMessage = (error: unknown): string => (error instanceof Error && error.message) || GENERIC_FAILURE;

/** A field's first error from a failed request (the data provider's { field: message } shape). */
export const fieldError = (error: unknown, field: string): string | null => {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  const message = errors?.[field];
  return typeof message === 'string' ? message : null;
};

/** A fresh download link for one of the order's digital lines (issue 36); resolves with the order as it now is. */
export const reissueLink = async (id: Identifier, lineId: number): Promise<AdminOrder> => {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(String(id))}/lines/${lineId}/reissue`, { method: 'POST', body: '{}' });
  return json as AdminOrder;
};
