import { Router } from 'express';
import { unauthorized } from '../../platform/errors';
import { requireMember } from '../../platform/http/auth';
import { validate } from '../../platform/http/validate';
import { loadUser, login } from './login';
import { presentUser } from './presenters';
import { AuthenticateBody, LoginBody, type LoginResponse } from './schemas';
import { resolveSession, revokeSession } from './sessions';

export const accountsRouter = Router();

accountsRouter.post('/auth/login', validate({ body: LoginBody }), async (req, res) => {
  const { token, user } = await login(req.body, { ip: req.ip, userAgent: req.get('user-agent') });
  const body: LoginResponse = { token, user: presentUser(user) };
  res.json(body);
});

accountsRouter.post('/auth/authenticate', validate({ body: AuthenticateBody }), async (req, res) => {
  const session = await resolveSession(req.body.token);
  const user = session && (await loadUser(session.id));
  if (!user) throw unauthorized();
  res.json({ user: presentUser(user) });
});

accountsRouter.post('/auth/logout', requireMember, async (req, res) => {
  await revokeSession(req.user!.sessionId);
  res.status(204).end();
});
