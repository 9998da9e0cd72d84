import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Mail } from '../mail';

/**
 * A mail from one template: the HTML React Email renders, and a plain-text part converted from the
 * same HTML, so the two never say different things. Headings keep their case in the text (the
 * converter would shout them).
 */
export async function renderMail(to: string, subject: string, body: ReactElement): Promise<Mail> {
  const [html, text] = await Promise.all([
    render(body),
    render(body, { plainText: true, htmlToTextOptions: { selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })) } }),
  ]);
  return { to, subject, html, text };
}
