import { z } from 'zod';
import { db } from '../../platform/db';
import { defineJob, type JobDefinition, type Schedule } from '../../platform/jobs';
import { sendMail } from '../../platform/mail';
import { issueToken } from './account-tokens';
import { activationMail, emailChangeAttemptMail, emailChangedNotice, emailChangeMail, passwordResetMail, registrationAttemptMail } from './mails';
import { dailyPurge, purgeAccount } from './purge';

// Each job issues its own link token when it runs, so no token ever sits in Redis. At-least-once
// delivery may mail a second link; both work until they expire, and each works once.

const activeUser = (id: number) => db('users').where({ id }).whereNull('deleted_at').first('id', 'email', 'username', 'first_name', 'activated_at');

export const sendActivation = defineJob('accounts.send-activation', z.object({ userId: z.number().int() }), async ({ userId }) => {
  const user = await activeUser(userId);
  if (!user || user.activated_at) return; // gone, or already active: nothing to send
  const code = await issueToken(db, user.id, 'activation');
  await sendMail(await activationMail(user.email, user.first_name, code));
});

/** Someone registered with an address that has an account: its owner is told, and nobody else. */
export const sendRegistrationAttempt = defineJob('accounts.registration-attempt', z.object({ userId: z.number().int() }), async ({ userId }) => {
  const user = await activeUser(userId);
  if (!user) return;
  await sendMail(await registrationAttemptMail(user.email, user.first_name, user.username));
});

export const sendPasswordReset = defineJob('accounts.send-password-reset', z.object({ userId: z.number().int() }), async ({ userId }) => {
  const user = await activeUser(userId);
  if (!user) return;
  const token = await issueToken(db, user.id, 'password_reset');
  await sendMail(await passwordResetMail(user.email, user.first_name, token));
});

/**
 * An email change: a free address gets the confirmation link; an address another account has gets
 * no link, and that account's owner a notice that someone tried (nothing changed). Decided here,
 * when the mail goes, so the request's answer and work are the same either way.
 */
export const sendEmailChange = defineJob(
  'accounts.send-email-change',
  z.object({ userId: z.number().int(), newEmail: z.string() }),
  async ({ userId, newEmail }) => {
    const user = await activeUser(userId);
    if (!user || user.email.toLowerCase() === newEmail.toLowerCase()) return;
    // Any row, deleted or not: the address stays taken until the deletion's purge (none is told).
    const owner = await db('users').where('email', newEmail).first('email', 'username', 'first_name', 'deleted_at');
    if (owner) {
      if (!owner.deleted_at) await sendMail(await emailChangeAttemptMail(owner.email, owner.first_name, owner.username));
      return;
    }
    const token = await issueToken(db, user.id, 'email_change', newEmail);
    await sendMail(await emailChangeMail(newEmail, user.first_name, token));
  },
);

export const sendEmailChangedNotice = defineJob(
  'accounts.email-changed-notice',
  z.object({ oldEmail: z.string(), newEmail: z.string(), name: z.string().nullable() }),
  async ({ oldEmail, newEmail, name }) => {
    await sendMail(await emailChangedNotice(oldEmail, name, newEmail));
  },
);

export const purgeDeletedAccount = defineJob('accounts.purge-account', z.object({ userId: z.number().int() }), async ({ userId }) => {
  await purgeAccount(userId);
});

export const dailyAccountsPurge = defineJob('accounts.daily-purge', z.object({}), async () => {
  await dailyPurge();
});

export const accountsJobs: JobDefinition[] = [sendActivation, sendRegistrationAttempt, sendPasswordReset, sendEmailChange, sendEmailChangedNotice, purgeDeletedAccount, dailyAccountsPurge];

export const accountsSchedules: Schedule[] = [{ job: dailyAccountsPurge, everyMs: 24 * 60 * 60 * 1000 }];
