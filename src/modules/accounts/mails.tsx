import { config } from '../../platform/config';
import { Greeting, MailButton, MailLayout, Paragraph } from '../../platform/email/layout';
import { renderMail } from '../../platform/email/render';
import type { Mail } from '../../platform/mail';
import { ACTIVATION_LINK_DAYS } from './schemas';

// The accounts module's mails, on the shop's one mail layout: HTML, and a plain-text part in which
// every link is written out, so it can be copied from any client.

const link = (path: string) => `${config.publicUrl}${path}`;

export function activationMail(to: string, name: string | null, code: string): Promise<Mail> {
  return renderMail(
    to,
    `Activate your ${config.SITE_NAME} account`,
    <MailLayout preview="One step left: activate your account." heading="Activate your account">
      <Greeting name={name} />
      <Paragraph>{`Welcome to the ${config.SITE_NAME}. Please open this link to activate your account:`}</Paragraph>
      <MailButton href={link(`/activate/${code}`)}>Activate your account</MailButton>
      <Paragraph>{`The link works for ${ACTIVATION_LINK_DAYS} days. If you did not create an account, ignore this message and nothing will happen.`}</Paragraph>
    </MailLayout>,
  );
}

export function registrationAttemptMail(to: string, name: string | null, username: string): Promise<Mail> {
  return renderMail(
    to,
    `Someone tried to register with your ${config.SITE_NAME} address`,
    <MailLayout preview="Your address already has an account." heading="Someone tried to register with your address">
      <Greeting name={name} />
      <Paragraph>{`Someone (perhaps you) tried to create an account on ${config.SITE_NAME} with this email address. It already has one, with the username ${username}, so no new one was made.`}</Paragraph>
      <MailButton href={link('/login')}>Log in</MailButton>
      <Paragraph>If you have forgotten your password, you can choose a new one here:</Paragraph>
      <MailButton href={link('/forgotpw')}>Choose a new password</MailButton>
      <Paragraph>If it was not you, ignore this message: nothing has changed.</Paragraph>
    </MailLayout>,
  );
}

export function passwordResetMail(to: string, name: string | null, token: string): Promise<Mail> {
  return renderMail(
    to,
    `Reset your ${config.SITE_NAME} password`,
    <MailLayout preview="A link to choose a new password." heading="Reset your password">
      <Greeting name={name} />
      <Paragraph>{`Someone (we hope you) asked to reset the password of your ${config.SITE_NAME} account. Open this link to choose a new one:`}</Paragraph>
      <MailButton href={link(`/forgotpw/${token}`)}>Choose a new password</MailButton>
      <Paragraph>The link works for 1 hour and only once. If you did not ask, ignore this message: your password stays as it is.</Paragraph>
    </MailLayout>,
  );
}

export function emailChangeMail(to: string, name: string | null, token: string): Promise<Mail> {
  return renderMail(
    to,
    `Confirm your new email address for ${config.SITE_NAME}`,
    <MailLayout preview="Confirm your new email address." heading="Confirm your new email address">
      <Greeting name={name} />
      <Paragraph>{`Please open this link to make ${to} the email address of your ${config.SITE_NAME} account:`}</Paragraph>
      <MailButton href={link(`/confirm-email/${token}`)}>Confirm this address</MailButton>
      <Paragraph>The link works for 24 hours. Until you open it, your account keeps its current address.</Paragraph>
    </MailLayout>,
  );
}

export function emailChangeAttemptMail(to: string, name: string | null, username: string): Promise<Mail> {
  return renderMail(
    to,
    `Someone tried to use your ${config.SITE_NAME} address`,
    <MailLayout preview="Your address stays with your account." heading="Someone tried to use your address">
      <Greeting name={name} />
      <Paragraph>{`Someone (perhaps you, from another account) asked for this email address to be used by another account on ${config.SITE_NAME}. It already belongs to your account, with the username ${username}, so no link was sent and nothing changed.`}</Paragraph>
      <Paragraph>An address can belong to one account only. To use it elsewhere, first give this account another address on its profile page.</Paragraph>
      <MailButton href={link('/login')}>Log in</MailButton>
      <Paragraph>If it was not you, ignore this message: your account is as it was.</Paragraph>
    </MailLayout>,
  );
}

export function emailChangedNotice(to: string, name: string | null, newEmail: string): Promise<Mail> {
  return renderMail(
    to,
    `Your ${config.SITE_NAME} email address was changed`,
    <MailLayout preview="Your account has a new email address." heading="Your email address was changed">
      <Greeting name={name} />
      <Paragraph>{`The email address of your ${config.SITE_NAME} account was changed to ${newEmail}. From now on we write to that address.`}</Paragraph>
      <Paragraph>{`If you did not make this change, please contact us at ${config.SHOP_EMAIL} straight away.`}</Paragraph>
    </MailLayout>,
  );
}
