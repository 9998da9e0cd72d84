/** The tables this module owns; no other module names them (src/modules/tables.test.ts). */
export const newslettersTables = [
  'newsletter_choices',
  'newsletter_followed_tags',
  'newsletter_consents',
  'newsletter_sends',
  'newsletter_deliveries',
  'newsletter_link_secrets',
  'newsletter_digests',
  'reply_notices',
] as const;
