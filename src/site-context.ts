import type { Request, Response } from 'express';
import { resolveUser, signIn } from './modules/accounts';
import { AppError } from './platform/errors';
import { ADMINISTRATOR } from './platform/contract';
import { config } from './platform/config';
import { escapeHtml } from './platform/escape-html';
import { parseRequestPart } from './platform/http/validate';
import { LoginBody } from './modules/accounts/schemas';
import { siteReads } from './site-reads';
import { cookieIn } from './web/lib/cookies';
import { KEYS } from './web/lib/storage-keys';
import { chosenTheme } from './web/lib/theme';
import type { SiteAccounts, SiteContext } from './web/site-context';

/** The site's settings, as its pages show them. */
const siteSettings = () => ({ name: config.SITE_NAME, shortName: config.siteShortName, email: config.SHOP_EMAIL, url: config.publicUrl, payments: config.paymentsMode });

/** The accounts module for the request's own visitor; a refusal is an answer, anything else a failure. */
const siteAccounts = (req: Request): SiteAccounts => ({
  async signIn(body) {
    try {
      // Checked as the API's route checks a body: a control character is a 400, never a query.
      return { ok: true, token: (await signIn(req, parseRequestPart(LoginBody, body))).token };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, status: err.status, code: err.code, message: err.message };
      throw err;
    }
  },
});

/**
 * A request's load context for the site's loaders and render. A page is the same for every
 * visitor but an administrator, who also sees what is not published yet (the session cookie says
 * who; the page's personal parts, a member's own review or cart, load in the browser).
 */
export async function siteLoadContext(req: Request, res: Response): Promise<SiteContext> {
  const token = cookieIn(req.get('cookie') ?? '', KEYS.token);
  const viewer = token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? await resolveUser(token) : null;
  return { site: siteSettings(), nonce: res.locals.cspNonce as string | undefined, reads: siteReads({ admin: !!viewer?.roles.includes(ADMINISTRATOR) }), accounts: siteAccounts(req) };
}

/**
 * What of a request a page shows besides its URL, as the page cache keys it (page-cache.ts): the
 * reader's chosen theme. Null for a visitor with a session, whose page is not shared (an
 * administrator's shows drafts; a member's own parts load in the browser either way).
 */
export function pageVariant(req: Request): string | null {
  const cookies = req.get('cookie') ?? '';
  if (cookieIn(cookies, KEYS.token)) return null;
  return `theme=${chosenTheme(cookieIn(cookies, KEYS.theme)) ?? 'unset'}`;
}

/** The admin console's index.html with the site's name filled in. */
export const fillPlaceholders = (html: string) => html.replaceAll('%SITE_NAME%', escapeHtml(config.SITE_NAME));
