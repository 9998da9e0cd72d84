import { Alert, Box, Chip, Divider, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import type { AdminOrder } from '../../modules/checkout/admin-schemas';
import type { LineDownload } from '../../modules/checkout/schemas';
import { Facts, Section } from '../shared/Facts';
import { OrderStatusChip } from './fields';
import { dollars, problemText } from './format';
import { OrderActions } from './OrderActions';
import { ReissueButton, ReissuesOfLine } from './Reissue';

const OrderTitle = () => {
  const order = useRecordContext<AdminOrder | { number?: string }>();
  const number = order && ('orderId' in order ? order.orderId : order.number);
  return <>{number ? `Order ${number}` : 'Order'}</>;
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

const LINK_STATE: Record<LineDownload['state'], string> = { ready: 'link works', expired: 'link expired', used_up: 'every download used', revoked: 'link revoked by a refund' };

/** A digital line's downloads (issue 26): how many of how many, the last one, and whether the link still works. */
function DownloadsOfLine({ download: d }: { download: LineDownload }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {`Downloaded ${d.downloads} of ${d.max_downloads} times${d.last_download_at ? `, last ${when(d.last_download_at)}` : ''}; ${LINK_STATE[d.state]} (until ${when(d.expires_at)}).`}
    </Typography>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Items">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Refunded</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.listItems.map((line) => (
            <TableRow key={line.id}>
              <TableCell>
                {line.title}
                {line.download && <DownloadsOfLine download={line.download} />}
                <ReissuesOfLine order={order} lineId={line.id} />
                <ReissueButton order={order} line={line} />
              </TableCell>
              <TableCell align="right">{dollars(line.unit_price)}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.refunded_quantity || '—'}</TableCell>
              <TableCell align="right">{dollars(Number(line.unit_price) * line.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Totals({ order }: { order: AdminOrder }) {
  return (
    <Facts
      rows={[
        ['Items', dollars(order.items_subtotal)],
        order.shipping_level === null ? ['Shipping', 'None: downloads only'] : [`Shipping (${order.shipping_level})`, Number(order.shipping_cost) ? dollars(order.shipping_cost) : 'Free'],
        ['Tax', dollars(order.tax)],
        ['Total', <strong key="total">{dollars(order.total)}</strong>],
        ['Refunded', Number(order.refunded_amount) ? dollars(order.refunded_amount) : '—'],
      ]}
    />
  );
}

function Address({ order }: { order: AdminOrder }) {
  const a = order.address;
  const place = [a.city, a.state_code, a.postcode].filter(Boolean).join(' ');
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
      {a.name}
      <br />
      {a.street1 ? (
        <>
          {a.street1}
          <br />
        </>
      ) : null}
      {a.street2 ? (
        <>
          {a.street2}
          <br />
        </>
      ) : null}
      {place ? `${place}, ` : ''}
      {a.country_code}
      <br />
      {[a.email, a.phone_number].filter(Boolean).join(' · ')}
    </Typography>
  );
}

function Refunds({ order }: { order: AdminOrder }) {
  if (!order.refunds.length) return <Typography color="text.secondary">No refunds.</Typography>;
  const title = (lineId: number) => order.listItems.find((l) => l.id === lineId)?.title ?? `line ${lineId}`;
  return (
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} divider={<Divider component="li" aria-hidden="true" />} spacing={1}>
      {order.refunds.map((r) => {
        const units = r.lines.map((l) => `${l.quantity} × ${title(l.line_id)}`).join(', ');
        return (
          <Box component="li" key={r.id}>
            <Typography>
              <strong>{dollars(r.amount)}</strong> on {when(r.created_at)}: {r.rest ? `the rest of the order, with shipping${units ? ` (${units})` : ''}` : units}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              {r.lines.length ? <Chip size="small" variant="outlined" color={r.restocked ? 'success' : 'default'} label={r.restocked ? 'Back in stock' : 'Not restocked'} /> : null}
              <Typography variant="body2" color="text.secondary">
                Reason: {r.reason}
              </Typography>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * Until GET /orders/:id answers, the record on screen may be the list's row, which has no lines:
 * that is "loading", not "no items".
 */
function OrderDetails() {
  const order = useRecordContext<AdminOrder>();
  if (!order?.listItems) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  return (
    <Stack spacing={3} sx={{ p: { xs: 1.5, sm: 2 } }}>
      {order.problem ? (
        <Alert severity="warning" role="note">
          {problemText(order.problem)}
        </Alert>
      ) : null}
      <Facts
        rows={[
          ['Status', <OrderStatusChip key="status" status={order.status} />],
          ['Placed', when(order.created_at)],
          ['Paid', when(order.paid_at)],
          ['Shipped', order.shipped_at ? `${when(order.shipped_at)} · tracking ${order.tracking_number ?? '—'}` : 'Not yet'],
          ['Arrives by', order.max_delivery_date ?? '—'],
        ]}
      />
      <Section title="Items">
        <Lines order={order} />
      </Section>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Section title="Totals">
          <Totals order={order} />
        </Section>
        <Section title="Ship to">
          <Address order={order} />
        </Section>
        <Section title="Payment">
          {order.payment ? (
            <Facts
              rows={[
                ['Provider', order.payment.provider === 'test' ? 'Test mode (no card)' : order.payment.provider],
                ['Payment id', order.payment.payment_id],
                ['Status', order.payment.status],
                ['Amount', dollars(order.payment.amount)],
              ]}
            />
          ) : (
            <Typography color="text.secondary">No payment recorded.</Typography>
          )}
        </Section>
      </Box>
      <Section title="Refunds">
        <Refunds order={order} />
      </Section>
    </Stack>
  );
}

/** One order: what was bought, by whom, where it goes, how it was paid, and what was refunded. */
export function OrderShow() {
  return (
    <Show title={<OrderTitle />} actions={<OrderActions />}>
      <OrderDetails />
    </Show>
  );
}
