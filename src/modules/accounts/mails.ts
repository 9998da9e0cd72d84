import { config } from '../../platform/config';
import type { Mail } from '../../platform/mail';

// The accounts module's mails, as plain text (every client shows it, and links stay copyable).

const link = (path: string) => `${config.publicUrl}${path}`;
const greeting = (name: string | null) => `Hello${name ? ` ${name}` : ''},`;
const signature = `\n\n-- \n${config.SITE_NAME}\n${config.publicUrl}\n`;

export function activationMail(to: string, name: string | null, code: string): Mail {
  return {
    to,
    subject: `Activate your ${config.SITE_NAME} account`,
    text: `${greeting(name)}

Welcome to the ${config.SITE_NAME}. Please open this link to activate your account:

${link(`/activate/${code}`)}

The link works for 7 days. If you did not create an account, ignore this message and nothing will happen.${signature}`,
  };
}

export function registrationAttemptMail(to: string, name: string | null, username: string): Mail {
  return {
    to,
    subject: `Someone tried to register with your ${config.SITE_NAME} address`,
    text: `${greeting(name)}

Someone (perhaps you) tried to create an account on ${config.SITE_NAME} with this email address. It already has one, with the username ${username}, so no new one was made.

To log in:
${link('/login')}

If you have forgotten your password, you can choose a new one here:
${link('/forgotpw')}

If it was not you, ignore this message: nothing has changed.${signature}`,
  };
}

export function passwordResetMail(to: string, name: string | null, token: string): Mail {
  return {
    to,
    subject: `Reset your ${config.SITE_NAME} password`,
    text: `${greeting(name)}

Someone (we hope you) asked to reset the password of your ${config.SITE_NAME} account. Open this link to choose a new one:

${link(`/forgotpw/${token}`)}

The link works for 1 hour and only once. If you did not ask, ignore this message: your password stays as it is.${signature}`,
  };
}

export function emailChangeMail(to: string, name: string | null, token: string): Mail {
  return {
    to,
    subject: `Confirm your new email address for ${config.SITE_NAME}`,
    text: `${greeting(name)}

Please open this link to make ${to} the email address of your ${config.SITE_NAME} account:

${link(`/confirm-email/${token}`)}

The link works for 24 hours. Until you open it, your account keeps its current address.${signature}`,
  };
}

export function emailChangedNotice(to: string, name: string | null, newEmail: string): Mail {
  return {
    to,
    subject: `Your ${config.SITE_NAME} email address was changed`,
    text: `${greeting(name)}

The email address of your ${config.SITE_NAME} account was changed to ${newEmail}. From now on we write to that address.

If you did not make this change, please contact us at ${config.SHOP_EMAIL} straight away.${signature}`,
  };
}
