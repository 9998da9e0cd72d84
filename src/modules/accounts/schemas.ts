import { z } from 'zod';
import { email, optionalText, REQUIRED, requiredText } from '../../platform/contract';

// The accounts API's requests and responses. The web app and the admin console import these
// schemas and types (never the server code), so both sides read one contract.

export { email, REQUIRED } from '../../platform/contract';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Length only; the strength check (common and guessable passwords) runs on the server. */
export const password = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED, abort: true })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

/** A password typed to prove who you are: any length the policy could ever have allowed. */
const currentPassword = z.string({ error: REQUIRED }).min(1, REQUIRED).max(1024, 'At most 1024 characters.');


/**
 * Usernames are plain ASCII letters, digits and underscores, 3 to 30 long, so no two can look
 * alike (no Cyrillic 'а' posing as a Latin 'a'); uniqueness ignores case.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]{2,29}$/;
export const USERNAME_RULE = 'Use 3 to 30 letters (a-z), digits or underscores, starting with a letter or digit.';
export const username = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).regex(USERNAME_PATTERN, USERNAME_RULE);

/** Digits with the usual separators; 7 to 15 digits (E.164's ceiling). */
export const PHONE_RULE = 'Please enter a valid phone number, such as (555) 555-5555.';
export const phone = optionalText(30).refine((v) => {
  if (v === null) return true;
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15;
}, PHONE_RULE);

const name = optionalText(100);

export const LoginBody = z.strictObject({ user: requiredText(254), password: currentPassword });
export type LoginBody = z.infer<typeof LoginBody>;

export const AuthenticateBody = z.strictObject({ token: z.string({ error: REQUIRED }).min(1, REQUIRED).max(256) });

export const ACCEPT_TERMS = 'Please accept the terms and conditions.';
/** accept_terms also confirms the member is 13 or older: the checkbox's label says both. */
export const RegisterBody = z.strictObject({
  email,
  username,
  password,
  first_name: name,
  last_name: name,
  accept_terms: z.literal(true, { error: ACCEPT_TERMS }),
  /** "Send me new articles by email": unticked unless the member ticks it (issue 28). */
  newsletter: z.boolean({ error: 'Tick the box or leave it empty.' }).default(false),
});
export type RegisterBody = z.infer<typeof RegisterBody>;
/**
 * What POST /auth/register answers (202) for a new address and a known one alike (SPEC §4's
 * text); the activation link, not registration, signs the member in.
 */
export const REGISTRATION_MESSAGE = 'To complete your registration, please check your email for the activation link.';

const code = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(256, 'This link is not valid.');

/** How long an activation link works. */
export const ACTIVATION_LINK_DAYS = 7;

export const ActivateBody = z.strictObject({ code });
/**
 * POST /auth/activate/resend: a signed-in member's own account; a visitor names the address they
 * registered (the answer is the same whether or not an account waits there).
 */
export const ResendActivationBody = z.strictObject({ email: email.optional() });
export type ResendActivationBody = z.infer<typeof ResendActivationBody>;
export const ForgotPasswordBody = z.strictObject({ email });
export const TokenBody = z.strictObject({ token: code });

const PASSWORDS_DIFFER = 'The passwords do not match.';

/**
 * A match check that runs as soon as both fields hold text, even while another field has an
 * issue (zod skips an object's refinements otherwise), so a form can say every problem at once.
 */
const bothGiven =
  (a: string, b: string) =>
  ({ value }: { value: unknown }) => {
    const v = (value ?? {}) as Record<string, unknown>;
    return typeof v[a] === 'string' && v[a] !== '' && typeof v[b] === 'string' && v[b] !== '';
  };
export const ResetPasswordBody = z
  .strictObject({ token: code, new_password: password, new_password_confirm: z.string({ error: REQUIRED }).min(1, REQUIRED) })
  .refine((b) => b.new_password === b.new_password_confirm, {
    message: PASSWORDS_DIFFER,
    path: ['new_password_confirm'],
    when: bothGiven('new_password', 'new_password_confirm'),
  });

/** `listed`: whether the member shows on the Members page (issue 27); left out, it stays as it was. */
export const ProfileBody = z.strictObject({ first_name: name, last_name: name, phone, listed: z.boolean({ error: 'Must be true or false.' }).optional() });
export type ProfileBody = z.infer<typeof ProfileBody>;

export const UpdateEmailBody = z
  .strictObject({ new_email: email, new_email_confirm: z.string({ error: REQUIRED }).trim().min(1, REQUIRED), password: currentPassword })
  .refine((b) => b.new_email.toLowerCase() === b.new_email_confirm.toLowerCase(), {
    message: 'The email addresses do not match.',
    path: ['new_email_confirm'],
    when: bothGiven('new_email', 'new_email_confirm'),
  });
export type UpdateEmailBody = z.infer<typeof UpdateEmailBody>;

export const UpdatePasswordBody = z
  .strictObject({ old_password: currentPassword, new_password: password, new_password_confirm: z.string({ error: REQUIRED }).min(1, REQUIRED) })
  .refine((b) => b.new_password === b.new_password_confirm, {
    message: PASSWORDS_DIFFER,
    path: ['new_password_confirm'],
    when: bothGiven('new_password', 'new_password_confirm'),
  });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;

/** Deleting an account asks for the password again, so an unattended session cannot do it. */
export const DeleteAccountBody = z.strictObject({ password: currentPassword });

/** GET /api/users: administrators page through members. */
export const UsersQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  quantity: z.coerce.number().int().min(1).max(100).default(10),
});

/** A user as the API shows them to themselves and to administrators. */
export interface UserResponse {
  id: number;
  email: string;
  username: string;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  /** True once the activation link was opened. */
  active: boolean;
  deactivated: boolean;
  /** Shown on the Members page (the member may opt out in /profile). */
  listed: boolean;
  created_at: string;
  updated_at: string;
  roles: Array<{ slug: string }>;
}

/** POST /auth/login, /auth/activate and /auth/reactivate answer with a session. */
export interface LoginResponse {
  token: string;
  user: UserResponse;
  message?: string;
}

/** What the account actions answer: a sentence to show the member. */
export interface MessageResponse {
  message: string;
}

/** POST /user answers with the updated user. */
export interface ProfileResponse extends MessageResponse {
  user: UserResponse;
}

/** POST /user/uem (SPEC §7: response data.result). */
export interface UpdateEmailResponse {
  result: string;
}

/** Error codes the web app acts on (the error body's `code`). */
export const ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  deactivated: 'deactivated',
  suspended: 'suspended',
  notActivated: 'not_activated',
  rateLimited: 'rate_limited',
} as const;

/** A member as the admin console's Members resource shows them (GET /api/admin/members[/id]). */
export interface MemberRecord {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  roles: string[];
  activated_at: string | null;
  deactivated_at: string | null;
  suspended_at: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

/** A member on the Members page (issue 27): public names only, and what another module counted of their writing. */
export interface ListedMember {
  username: string;
  first_name: string | null;
  last_name: string | null;
  articles: number;
  comments: number;
}
