import type { Knex } from 'knex';
import { config } from '../../platform/config';
import { db as defaultDb, type Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { linkKey, sign, signedRight } from '../../platform/link-keys';
import { openSkuFile } from '../shop';
import { reissueAllowance, recentBuyerReissues } from './reissue-limit';
import type { LineDownload } from './schemas';

// A paid digital line's download link (issue 26): /api/shop/downloads/{line}?expires=…&sig=…, an
// HMAC of the line and its expiry under the shop's key, so the order page and every mail can show
// the same link again without the database keeping it. The link row counts what the line allows;
// the key alone proves nothing once the row says it has expired, run out or been revoked.

/** A link works this long after the payment: enough to download on each of a reader's devices, short enough that a link passed around dies. */
export const LINK_DAYS = 7;
/** Downloads per unit bought: a reader's phone, tablet, e-reader and computer, and one to spare. */
export const DOWNLOADS_PER_UNIT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link given (or given again) at `from` stops working. */
export const linkExpiry = (from: Date) => new Date(from.getTime() + LINK_DAYS * DAY_MS);

/**
 * The key links are signed with: DOWNLOAD_LINK_SECRET when set, else one made once and kept in the
 * database, so every web process signs alike with nothing to configure.
 */
const signingKey = linkKey(config.DOWNLOAD_LINK_SECRET, 'download_link_secrets');

const unixOf = (d: Date) => Math.floor(d.getTime() / 1000);
const signed = (lineId: number, expires: number) => `download:${lineId}:${expires}`;

/** The path of a line's link (the order page's; mails put config.publicUrl before it). */
async function linkPath(lineId: number, expiresAt: Date, db: Db): Promise<string> {
  const expires = unixOf(expiresAt);
  return `/api/shop/downloads/${lineId}?expires=${expires}&sig=${sign(await signingKey(db), signed(lineId, expires))}`;
}

/** Gives each digital line of a paid order its link, in the order's transaction. */
export async function grantDownloads(trx: Knex.Transaction, lines: ReadonlyArray<{ id: number; quantity: number; digital?: boolean }>, paidAt: Date): Promise<void> {
  const digital = lines.filter((l) => l.digital);
  if (!digital.length) return;
  const expires_at = linkExpiry(paidAt);
  await trx('download_links').insert(digital.map((l) => ({ order_line_id: l.id, expires_at, max_downloads: DOWNLOADS_PER_UNIT * l.quantity })));
}

/** A refund that gave back every unit of a digital line ends its link (in the refund's transaction). */
export async function revokeRefundedDownloads(trx: Knex.Transaction, orderId: number): Promise<void> {
  await trx('download_links')
    .whereIn('order_line_id', trx('order_lines').where({ order_id: orderId }).whereRaw('refunded_quantity >= quantity').select('id'))
    .whereNull('revoked_at')
    .update({ revoked_at: trx.fn.now() });
}

interface LinkRow {
  order_line_id: number;
  expires_at: Date;
  max_downloads: number;
  downloads: number;
  last_download_at: Date | null;
  revoked_at: Date | null;
}

function stateOf(link: LinkRow, now = new Date()): LineDownload['state'] {
  if (link.revoked_at) return 'revoked';
  if (new Date(link.expires_at) <= now) return 'expired';
  return link.downloads >= link.max_downloads ? 'used_up' : 'ready';
}

/** The links of order lines, by line id, as the buyer's pages, their mails and the console show them. */
export async function downloadsOf(lineIds: number[], db: Db = defaultDb): Promise<Map<number, LineDownload>> {
  if (!lineIds.length) return new Map();
  const [rows, reissues] = await Promise.all([db('download_links').whereIn('order_line_id', lineIds) as Promise<LinkRow[]>, recentBuyerReissues(lineIds, db)]);
  const shown = await Promise.all(
    rows.map(async (link): Promise<[number, LineDownload]> => [
      link.order_line_id,
      {
        url: await linkPath(link.order_line_id, new Date(link.expires_at), db),
        state: stateOf(link),
        expires_at: new Date(link.expires_at).toISOString(),
        downloads: link.downloads,
        max_downloads: link.max_downloads,
        last_download_at: link.last_download_at && new Date(link.last_download_at).toISOString(),
        reissue: reissueAllowance(link.revoked_at !== null, reissues.get(link.order_line_id) ?? []),
      },
    ]),
  );
  return new Map(shown);
}

/** Where a buyer gets a fresh link (issue 36): their order's page, which the order mail and the profile lead to. */
const NEW_LINK = 'You can get a new link from your order: follow the link in your order email, or see Orders on your profile.';
const REFUSALS: Record<Exclude<LineDownload['state'], 'ready'>, string> = {
  expired: `This download link has expired: links work for ${LINK_DAYS} days. ${NEW_LINK}`,
  used_up: `This download link has been used as many times as it allows. ${NEW_LINK}`,
  revoked: 'This download link was cancelled when the item was refunded.',
};
export const BAD_LINK = 'This download link is not valid. Please use the link from your order page or confirmation email.';
const badLink = () => new AppError('bad_download_link', BAD_LINK, 404);

/**
 * A download by its link: the signature checked, then one use counted (a conditional update, so
 * two downloads at once never pass the limit) and recorded with the address it came from, then the
 * file opened. A link that is forged or altered is a 404; one expired, used up, revoked or replaced
 * by a fresh one a 410 that says so. A download that fails after it was counted stays counted.
 */
export async function download(link: { lineId: number; expires: number; sig: string }, ip: string | null, db: Db = defaultDb) {
  if (!signedRight(await signingKey(db), signed(link.lineId, link.expires), link.sig)) throw badLink();
  const row: (LinkRow & { sku_id: number | null }) | undefined = await db('download_links as d').join('order_lines as l', 'l.id', 'd.order_line_id').where('d.order_line_id', link.lineId).first('d.*', 'l.sku_id');
  if (!row) throw badLink();
  // Signed by us for this line, with the term of a link since given again (issue 36).
  if (unixOf(new Date(row.expires_at)) !== link.expires) throw new AppError('download_replaced', `A newer link has replaced this one. ${NEW_LINK}`, 410);
  const counted = await db.transaction(async (trx) => {
    const taken = await trx('download_links')
      .where({ order_line_id: link.lineId })
      .whereNull('revoked_at')
      .where('expires_at', '>', trx.fn.now())
      .where('downloads', '<', trx.ref('max_downloads'))
      .update({ downloads: trx.raw('downloads + 1'), last_download_at: trx.fn.now() });
    if (taken) await trx('downloads').insert({ order_line_id: link.lineId, ip });
    return taken > 0;
  });
  if (!counted) {
    const state = stateOf((await db('download_links').where({ order_line_id: link.lineId }).first()) as LinkRow);
    throw new AppError(`download_${state}`, REFUSALS[state === 'ready' ? 'used_up' : state], 410);
  }
  const file = row.sku_id === null ? null : await openSkuFile(row.sku_id, db);
  if (!file) throw new AppError('download_gone', 'This file is no longer available. Please write to us and we will send it to you.', 410);
  return file;
}
