import type { Knex } from 'knex';
import type { Db } from '../../platform/db';
import { ACTIVATION_LINK_DAYS } from './schemas';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change';

/** How long a mailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activation: ACTIVATION_LINK_DAYS * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

/** Issues a single-use token for a mailed link; only its hash is stored. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, newEmail: string | null = null): Promise<string> {
  const { token, hash } = newToken();
  await db('account_tokens').insert({
    user_id: userId,
    purpose,
    token_hash: hash,
    new_email: newEmail,
    expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export interface UsedToken {
  id: number;
  user_id: number;
  new_email: string | null;
}

/**
 * Uses up a token: marks it used in the same statement that checks it is unused and unexpired,
 * so two clicks racing each other cannot both succeed. Null when it is not (or no longer) valid.
 */
export async function consumeToken(trx: Knex.Transaction, token: string, purpose: TokenPurpose): Promise<UsedToken | null> {
  const [row] = await trx('account_tokens')
    .where({ token_hash: hashToken(token), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ used_at: trx.fn.now() })
    .returning(['id', 'user_id', 'new_email']);
  return (row as UsedToken | undefined) ?? null;
}

/** The member a token of a purpose was issued to, used or not, expired or not; null for an unknown token. */
export async function tokenOwner(db: Db, token: string, purpose: TokenPurpose): Promise<number | null> {
  const row: { user_id: number } | undefined = await db('account_tokens').where({ token_hash: hashToken(token), purpose }).first('user_id');
  return row?.user_id ?? null;
}

/** Voids a member's unused tokens of one purpose (a new password makes old reset links useless). */
export async function voidTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db('account_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: db.fn.now() });
}
