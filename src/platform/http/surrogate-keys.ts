import { createHash } from 'node:crypto';
import { tableOfKey } from './read-keys';

// The read cache's keys as a shared cache in front sees them: the `Surrogate-Key` header of a kept
// answer (Fastly's name; ops/varnish/default.vcl hands it to Varnish's xkey) and the tokens a purge
// names once a write commits (src/platform/cache-purge.ts). Both come from the same keys, so what
// the app's own cache drops, the shared one drops too.

/** Past this many characters the header names tables instead of rows (a shared cache limits response headers: Varnish's http_resp_hdr_len is 8 KB). */
const MAX_HEADER_LENGTH = 4_000;

/** Characters a token may show as they are; CDNs split the header on spaces and commas. */
const PLAIN = /^[A-Za-z0-9_:=.*@-]{1,80}$/;

/** A key as one token: itself when it is plain, else a hash of it (a unique text column's value may hold spaces). */
export const surrogateToken = (key: string): string => (PLAIN.test(key) ? key : `${tableOfKey(key)}:#${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`);

/**
 * The header of an answer kept by these keys. A row key's table also names `table:*`, which a
 * write too large to list its rows (or a TRUNCATE) logs. Too many rows for one header: their
 * tables instead, which every write to them logs too, so nothing is missed, only purged sooner.
 */
export function surrogateKeyHeader(keys: readonly string[]): string {
  const tables = new Set(keys.filter((key) => key.includes(':')).map(tableOfKey));
  const header = [...keys.map(surrogateToken), ...[...tables].map((table) => `${table}:*`)].join(' ');
  if (header.length <= MAX_HEADER_LENGTH) return header;
  return [...new Set(keys.map(tableOfKey))].join(' ');
}

/** The tokens to purge for a logged change: each key's own (the log names `table`, `table:col=value` and `table:*`). */
export const purgeTokens = (loggedKeys: readonly string[]): string[] => [...new Set(loggedKeys.map(surrogateToken))];
