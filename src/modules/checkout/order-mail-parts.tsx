import { Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { fonts, palette } from '../../platform/email/brand';
import { humanDate } from '../../platform/email/dates';
import { MailButton, Paragraph } from '../../platform/email/layout';
import type { OrderAddress } from './schemas';

// The pieces the order mails share: a table of lines or amounts, the shipping address, the link to
// the order. Tables are real tables (clients lay them out; the text part keeps each row on a line).

export const dollars = (amount: string) => `$${amount}`;

const cell: CSSProperties = { color: palette.text, fontFamily: fonts.ui, fontSize: '15px', lineHeight: '1.45', padding: '8px 0', borderBottom: `1px solid ${palette.border}`, verticalAlign: 'top' };
const amountCell: CSSProperties = { ...cell, textAlign: 'right', paddingLeft: '16px', whiteSpace: 'nowrap' };
const totalCell: CSSProperties = { fontWeight: 600, borderBottom: 'none' };

/** One row of an AmountsTable: a label, and an amount (or a word, such as 'Free') unless the row has none. */
export type AmountRow = readonly [label: string, amount?: string];

/** Labels and amounts, one a row; `total` sets the last row apart. */
export function AmountsTable({ rows, total = false }: { rows: readonly AmountRow[]; total?: boolean }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} data-text-format="dataTable" style={{ borderCollapse: 'collapse', margin: '0 0 20px' }}>
      <tbody>
        {rows.map(([label, amount], i) => {
          const last = total && i === rows.length - 1;
          return (
            <tr key={i}>
              <td style={last ? { ...cell, ...totalCell } : cell}>{label}</td>
              {amount === undefined ? null : <td style={last ? { ...amountCell, ...totalCell } : amountCell}>{amount}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** "2 × The Quiet Page, Paperback" */
export const units = (quantity: number, name: string) => `${quantity} × ${name}`;

export function SectionTitle({ children }: { children: string }) {
  return <Text style={{ color: palette['text-muted'], fontFamily: fonts.ui, fontSize: '13px', fontWeight: 600, letterSpacing: '0.04em', margin: '8px 0 4px', textTransform: 'uppercase' }}>{children}</Text>;
}

/** The shipping address as it is written on a parcel. */
export function ShippingAddress({ address }: { address: OrderAddress }) {
  const lines = [address.name, address.street1, address.street2, [address.city, address.state_code, address.postcode].filter(Boolean).join(' '), address.country_code].filter((l): l is string => !!l);
  return (
    <Section>
      <SectionTitle>Shipping to</SectionTitle>
      <Text style={{ color: palette.text, fontFamily: fonts.ui, fontSize: '15px', lineHeight: '1.5', margin: '0 0 20px' }}>
        {lines.map((line, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </Text>
    </Section>
  );
}

/** The link to the order on the site, when the order has one. */
export function OrderButton({ link }: { link: string | null }) {
  return link ? <MailButton href={link}>See your order</MailButton> : null;
}

/** "It should arrive by Friday 11 December 2026.", for an order with a delivery date ('YYYY-MM-DD'). */
export function Arrives({ day }: { day: string | null }) {
  return day ? <Paragraph>{`It should arrive by ${humanDate(day)}.`}</Paragraph> : null;
}
