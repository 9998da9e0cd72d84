import { Router, type Request } from 'express';
import { unauthorized } from '../../platform/errors';
import { requireAdmin, requireMember } from '../../platform/http/auth';
import { validate } from '../../platform/http/validate';
import { deactivate, deleteAccount } from './lifecycle';
import { activationResendLimits, emailChangeLimits, linkLimits, passwordResetLimits, registerLimits } from './limits';
import { loadUser, reactivate, signIn } from './login';
import { User } from './models';
import { requestPasswordReset, resetPassword } from './password-reset';
import { presentUser } from './presenters';
import { changePassword, confirmEmailChange, requestEmailChange, requireUser, updateProfile } from './profile';
import { activate, register, resendActivationFor } from './registration';
import {
  ActivateBody,
  AuthenticateBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  ResendActivationBody,
  ResetPasswordBody,
  TokenBody,
  UpdateEmailBody,
  UpdatePasswordBody,
  UsersQuery,
  type LoginResponse,
  type MessageResponse,
  type ProfileResponse,
  type UpdateEmailResponse,
} from './schemas';
import { requestMeta as meta, resolveSession, revokeSession } from './sessions';

export const accountsRouter = Router();

const ipOf = (req: Request) => req.ip ?? 'unknown';
const session = (token: string, user: User, message?: string): LoginResponse => ({ token, user: presentUser(user), ...(message ? { message } : {}) });
const say = (message: string): MessageResponse => ({ message });

// ---- signing in and out ----------------------------------------------------------------------

accountsRouter.post('/auth/login', validate({ body: LoginBody }), async (req, res) => {
  const { token, user } = await signIn(req, req.body);
  res.json(session(token, user));
});

accountsRouter.post('/auth/reactivate', validate({ body: LoginBody }), async (req, res) => {
  const { token, user } = await reactivate(req.body, meta(req));
  res.json(session(token, user, 'Welcome back! Your account has been reactivated.'));
});

accountsRouter.post('/auth/authenticate', validate({ body: AuthenticateBody }), async (req, res) => {
  const found = await resolveSession(req.body.token);
  const user = found && (await loadUser(found.id));
  if (!user) throw unauthorized();
  res.json({ user: presentUser(user) });
});

accountsRouter.post('/auth/logout', requireMember, async (req, res) => {
  await revokeSession(req.user!.sessionId);
  res.status(204).end();
});

// ---- registration and mailed links -------------------------------------------------------------

accountsRouter.post('/auth/register', ...registerLimits, validate({ body: RegisterBody }), async (req, res) => {
  res.status(202).json(say(await register(req.body, meta(req))));
});

accountsRouter.post('/auth/activate', ...linkLimits, validate({ body: ActivateBody }), async (req, res) => {
  const { token, user } = await activate(req.body.code, meta(req), req.user?.id ?? null);
  res.json(session(token, user, 'Your account is now active. Welcome!'));
});

accountsRouter.post('/auth/activate/resend', ...activationResendLimits, validate({ body: ResendActivationBody }), async (req, res) => {
  res.json(say(await resendActivationFor(req.user?.id ?? null, req.body)));
});

accountsRouter.post('/auth/forgotpw', ...passwordResetLimits, validate({ body: ForgotPasswordBody }), async (req, res) => {
  res.json(say(await requestPasswordReset(req.body.email)));
});

accountsRouter.post('/auth/resetpw', ...linkLimits, validate({ body: ResetPasswordBody }), async (req, res) => {
  await resetPassword(req.body.token, req.body.new_password);
  res.json(say('Your password has been updated. Please log in with your new password.'));
});

accountsRouter.post('/auth/confirm-email', ...linkLimits, validate({ body: TokenBody }), async (req, res) => {
  await confirmEmailChange(req.body.token);
  res.json(say('Your email address has been updated.'));
});

// ---- the member's own account -------------------------------------------------------------------

accountsRouter.get('/user', requireMember, async (req, res) => {
  res.json({ user: presentUser(await requireUser(req.user!.id)) });
});

accountsRouter.post('/user', requireMember, validate({ body: ProfileBody }), async (req, res) => {
  const user = await updateProfile(req.user!.id, req.body);
  const body: ProfileResponse = { message: 'Your profile has been updated.', user: presentUser(user) };
  res.json(body);
});

accountsRouter.post('/user/uem', requireMember, ...emailChangeLimits, validate({ body: UpdateEmailBody }), async (req, res) => {
  const body: UpdateEmailResponse = { result: await requestEmailChange(req.user!.id, req.body, ipOf(req)) };
  res.json(body);
});

accountsRouter.post('/user/upw', requireMember, validate({ body: UpdatePasswordBody }), async (req, res) => {
  await changePassword(req.user!.id, req.user!.sessionId, req.body, ipOf(req));
  res.json(say('Your password has been updated.'));
});

accountsRouter.post('/user/d', requireMember, async (req, res) => {
  await deactivate(req.user!.id);
  res.json(say('Your account has been deactivated. Log in again at any time to reactivate it.'));
});

accountsRouter.delete('/user/d', requireMember, validate({ body: DeleteAccountBody }), async (req, res) => {
  await deleteAccount(req.user!.id, req.body.password, ipOf(req));
  res.json(say('Your account has been deleted.'));
});

// ---- administrators -------------------------------------------------------------------------------

accountsRouter.get('/users', requireAdmin, validate({ query: UsersQuery }), async (req, res) => {
  const { offset, quantity } = req.query as unknown as { offset: number; quantity: number };
  const users = await User.query().whereNull('deleted_at').withGraphFetched('roles').orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(quantity);
  res.json({ users: users.map(presentUser) });
});
