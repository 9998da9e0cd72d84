import { Router, type Request } from 'express';
import { requireMember } from '../../platform/http/auth';
import { validate } from '../../platform/http/validate';
import { presentChoices, setChoices, turnOffByLink, unsubscribe } from './choices';
import { LinkChoices, NewsletterChoices, TokenQuery, type ByLinkResponse, type ChoicesResponse } from './schemas';
import { BAD_UNSUBSCRIBE_LINK, linkHolder } from './unsubscribe';

// A member's newsletter choices: signed in (the profile), or by the signed link of any mail they
// chose (the unsubscribe page, and mail providers' one-click POST), without a session, which can
// only turn lists off: an old mail in other hands must not sign its owner up for anything.

export const newslettersRouter = Router();

newslettersRouter.get('/newsletters/choices', requireMember, async (req, res) => {
  res.json((await presentChoices(req.user!.id)) satisfies ChoicesResponse);
});

newslettersRouter.put('/newsletters/choices', requireMember, validate({ body: NewsletterChoices }), async (req, res) => {
  await setChoices(req.user!.id, req.body as NewsletterChoices, 'profile');
  res.json((await presentChoices(req.user!.id)) satisfies ChoicesResponse);
});

const tokenOf = (req: Request) => (req.query as unknown as TokenQuery).token;
const byToken = validate({ query: TokenQuery }, { message: BAD_UNSUBSCRIBE_LINK });

newslettersRouter.get('/newsletters/by-link', byToken, async (req, res) => {
  const { userId, list } = await linkHolder(tokenOf(req));
  res.json({ list, choices: await presentChoices(userId) } satisfies ByLinkResponse);
});

/** The choices as GET shows them, with lists turned off; a link turns nothing on (403: sign in for that). */
newslettersRouter.put('/newsletters/by-link', byToken, validate({ body: LinkChoices }), async (req, res) => {
  const { userId, list } = await linkHolder(tokenOf(req));
  await turnOffByLink(userId, req.body as LinkChoices);
  res.json({ list, choices: await presentChoices(userId) } satisfies ByLinkResponse);
});

/**
 * RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` (a form body, read by
 * nobody: the signed token is the whole request) without a session or a CSRF token, and the list
 * goes off. Repeating it changes nothing more.
 */
newslettersRouter.post('/newsletters/unsubscribe', byToken, async (req, res) => {
  const { userId, list } = await linkHolder(tokenOf(req));
  await unsubscribe(userId, list);
  res.json({ list, message: 'You are unsubscribed.' });
});
