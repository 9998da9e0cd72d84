import { Button, Typography } from '@mui/material';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useNotify, useShowContext } from 'react-admin';
import type { AdminOrder } from '../../modules/checkout/admin-schemas';
import type { OrderLine } from '../../modules/checkout/schemas';
import { failureMessage, reissueLink } from './api';

// Fresh download links from the console (issue 36): staff are not bound by the buyer's daily limit,
// but every link is recorded with who made it, and listed under its line.

const when = (iso: string) => new Date(iso).toLocaleString();

/** 'New link' for a digital line whose link a refund has not revoked; the order reloads after it. */
export function ReissueButton({ order, line }: { order: AdminOrder; line: OrderLine }) {
  const notify = useNotify();
  const { refetch } = useShowContext<AdminOrder>();
  const [busy, setBusy] = useState(false);
  if (!line.download || line.download.state === 'revoked') return null;
  const reissue = async () => {
    setBusy(true);
    try {
      await reissueLink(order.id, line.id);
      notify(`A new download link for ${line.title} is ready on the buyer's order page.`, { type: 'success' });
      void refetch();
    } catch (err) {
      notify(failureMessage(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="text" loading={busy} startIcon={<Link2 size={14} aria-hidden="true" />} onClick={() => void reissue()} aria-label={`New download link for ${line.title}`} sx={{ mt: 0.5, px: 0.5 }}>
      New link
    </Button>
  );
}

/** The line's fresh links, oldest first: when, and by which staff member or the buyer. */
export function ReissuesOfLine({ order, lineId }: { order: AdminOrder; lineId: number }) {
  const mine = order.reissues.filter((r) => r.line_id === lineId);
  if (!mine.length) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {`New links: ${mine.map((r) => `${when(r.created_at)} by ${r.by ?? 'the buyer'}`).join('; ')}.`}
    </Typography>
  );
}
