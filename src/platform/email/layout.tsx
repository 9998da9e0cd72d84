import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { config } from '../config';
import { fonts, palette } from './brand';

// The frame every mail shares, in React Email's components (tables and inline styles, which mail
// clients render): the shop's name, a card with the heading and the message, and a foot with the
// shop's name, its address on the web and its contact address.

const paragraph = { color: palette.text, fontFamily: fonts.ui, fontSize: '16px', lineHeight: '1.55', margin: '0 0 16px' };
const foot = { color: palette['text-muted'], fontFamily: fonts.ui, fontSize: '13px', lineHeight: '1.5', margin: '0 0 4px', textAlign: 'center' as const };
const quietLink = { color: palette['text-muted'], textDecoration: 'underline' };

/**
 * `foot` goes above the contact line: why the member gets a mail they chose, and how to stop it
 * (transactional mails have none).
 */
export function MailLayout({ preview, heading, children, foot: footNote }: { preview: string; heading: string; children: ReactNode; foot?: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: palette.bg, margin: 0, padding: '24px 8px' }}>
        <Container style={{ maxWidth: '600px' }}>
          {/* The text part names the shop at its foot; its head is for the eye. */}
          <Text data-skip-in-text="true" style={{ fontFamily: fonts.read, fontSize: '24px', lineHeight: '1.3', margin: '0 0 16px', padding: '0 4px' }}>
            <Link href={config.publicUrl} style={{ color: palette.accent, textDecoration: 'none' }}>
              {config.SITE_NAME}
            </Link>
          </Text>
          <Section style={{ backgroundColor: palette.surface, border: `1px solid ${palette.border}`, borderRadius: '14px', padding: '28px 24px' }}>
            <Heading as="h1" style={{ color: palette.text, fontFamily: fonts.ui, fontSize: '22px', fontWeight: 600, lineHeight: '1.3', margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '16px 4px 0' }}>
            {footNote}
            <Text style={foot}>
              Questions? Write to us at{' '}
              <Link href={`mailto:${config.SHOP_EMAIL}`} style={quietLink}>
                {config.SHOP_EMAIL}
              </Link>
              .
            </Text>
            <Text style={foot}>
              {config.SITE_NAME} ·{' '}
              <Link href={config.publicUrl} style={quietLink}>
                {config.publicUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A line of the foot, in its quiet style. */
export function FootLine({ children }: { children: ReactNode }) {
  return <Text style={foot}>{children}</Text>;
}

/** A link in the foot, in its quiet style. */
export function FootLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={quietLink}>
      {children}
    </Link>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** "Hello Ada Reader," or, without a name, "Hello,". */
export function Greeting({ name }: { name: string | null }) {
  return <Paragraph>{name ? `Hello ${name},` : 'Hello,'}</Paragraph>;
}

/** The one thing to do next, as a button (a link styled as one, which every client follows). */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button
        href={href}
        style={{ backgroundColor: palette.accent, borderRadius: '8px', color: palette['accent-text'], fontFamily: fonts.ui, fontSize: '16px', fontWeight: 500, padding: '12px 22px', textDecoration: 'none' }}
      >
        {children}
      </Button>
    </Section>
  );
}
