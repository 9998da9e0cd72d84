import type { Knex } from 'knex';
import { db as defaultDb, withTransaction, type Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { usernamesOf } from '../accounts';
import { skuFileOf } from '../shop';
import type { AdminReissue } from './admin-schemas';
import { DOWNLOADS_PER_UNIT, downloadsOf, linkExpiry } from './downloads';
import { isBuyer, type OrderAsker, type OrderRow } from './orders';
import { REISSUES_PER_DAY, reissueAllowance, recentBuyerReissues, waitText } from './reissue-limit';
import type { LineDownload } from './schemas';

// A fresh download link for a paid digital line (issue 36): the count and the term start again,
// and the link before it stops working (its expiry is part of its signature). The buyer may ask
// REISSUES_PER_DAY times a day; staff reissue from the console without that limit. Every one is
// recorded, with the staff member who made it. A link a refund revoked is never given again.

/** Who asks: the buyer (counted against the daily limit) or a staff member (recorded by id). */
type Issuer = { buyer: true } | { staffId: number };

const noDownload = () => notFound('Download');
/** A staff member whose account has since been deleted. */
const FORMER_STAFF = 'a former staff member';

/**
 * Restarts the line's link, in one transaction that locks its row first, so two requests at once
 * cannot both pass the daily limit. The refusals, in order: no link (404), revoked (409), the file
 * since removed (410), the buyer's limit reached (429, saying when they may ask again).
 */
async function restartLink(trx: Knex.Transaction, lineId: number, issuer: Issuer): Promise<void> {
  const link: { revoked_at: Date | null; quantity: number; refunded_quantity: number; sku_id: number | null } | undefined = await trx('download_links as d')
    .join('order_lines as l', 'l.id', 'd.order_line_id')
    .where('d.order_line_id', lineId)
    .forUpdate()
    .first('d.revoked_at', 'l.quantity', 'l.refunded_quantity', 'l.sku_id');
  if (!link) throw noDownload();
  if (link.revoked_at) throw new AppError('download_revoked', 'This download link was cancelled when the item was refunded, so it cannot be issued again.', 409);
  if (link.sku_id === null || !(await skuFileOf(link.sku_id, trx))) throw new AppError('download_gone', 'This file is no longer available. Please write to us and we will send it to you.', 410);
  if ('buyer' in issuer) {
    const allowance = reissueAllowance(false, (await recentBuyerReissues([lineId], trx)).get(lineId) ?? []);
    if (!allowance.allowed) {
      throw new AppError('reissue_limit', `You have had ${REISSUES_PER_DAY} new links for this item in the last 24 hours, as many as we give. You can get another ${waitText(allowance.from!)}, or write to us.`, 429);
    }
  }
  await trx('download_links')
    .where({ order_line_id: lineId })
    .update({ downloads: 0, expires_at: linkExpiry(new Date()), max_downloads: DOWNLOADS_PER_UNIT * (link.quantity - link.refunded_quantity) });
  await trx('download_reissues').insert({ order_line_id: lineId, by_staff: !('buyer' in issuer), staff_user_id: 'staffId' in issuer ? issuer.staffId : null });
}

/**
 * The buyer's fresh link: the member who bought the line, or whoever holds the order's checkout
 * secret or mail link key (as for the order's page). Anyone else is told there is no such download.
 */
export async function reissueForBuyer(lineId: number, asker: OrderAsker, db: Db = defaultDb): Promise<LineDownload> {
  const order: OrderRow | undefined = await db('orders as o').join('order_lines as l', 'l.order_id', 'o.id').where('l.id', lineId).first('o.*');
  if (!order || !(await isBuyer(order, asker, db))) throw noDownload();
  await withTransaction(db, (trx) => restartLink(trx, lineId, { buyer: true }));
  return (await downloadsOf([lineId], db)).get(lineId)!;
}

/** A fresh link made by staff from the order's page in the console: no daily limit, recorded with who made it. */
export async function reissueByStaff(orderId: number, lineId: number, staffId: number, db: Db = defaultDb): Promise<void> {
  const line = await db('order_lines').where({ id: lineId, order_id: orderId }).first('id');
  if (!line) throw noDownload();
  await withTransaction(db, (trx) => restartLink(trx, lineId, { staffId }));
}

/** The order's fresh links, oldest first, with the staff member's name (null for the buyer's own). */
export async function reissuesOf(orderId: number, db: Db = defaultDb): Promise<AdminReissue[]> {
  const rows: Array<{ order_line_id: number; by_staff: boolean; staff_user_id: number | null; created_at: Date }> = await db('download_reissues as r')
    .join('order_lines as l', 'l.id', 'r.order_line_id')
    .where('l.order_id', orderId)
    .orderBy('r.id')
    .select('r.order_line_id', 'r.by_staff', 'r.staff_user_id', 'r.created_at');
  const names = await usernamesOf(rows.flatMap((r) => (r.staff_user_id === null ? [] : [r.staff_user_id])), db);
  return rows.map((r) => ({
    line_id: r.order_line_id,
    created_at: new Date(r.created_at).toISOString(),
    by: r.by_staff ? ((r.staff_user_id !== null && names.get(r.staff_user_id)) || FORMER_STAFF) : null,
  }));
}
