import { Box, Button } from '@mui/material';
import { RotateCcw, Truck } from 'lucide-react';
import { useState } from 'react';
import { ListButton, TopToolbar, useRecordContext, useShowContext } from 'react-admin';
import type { AdminOrder } from '../../modules/checkout/admin-schemas';
import { canRefund, canShip } from './format';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';

/**
 * The order page's toolbar: back to the list, Refund and Mark shipped, each where it applies (the
 * server checks again). Both open a dialog; the page reloads the order when one succeeds.
 */
export function OrderActions() {
  const order = useRecordContext<AdminOrder>();
  const { refetch } = useShowContext<AdminOrder>();
  const [open, setOpen] = useState<'refund' | 'ship' | null>(null);
  const back = <ListButton label="All orders" />;
  // The list's row stands in until the order loads; it has no lines to refund.
  if (!order?.listItems) return <TopToolbar>{back}</TopToolbar>;
  const reload = () => void refetch();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {back}
      <Box sx={{ flex: 1 }} />
      {canShip(order) ? (
        <Button variant="outlined" size="small" startIcon={<Truck size={16} aria-hidden="true" />} onClick={() => setOpen('ship')}>
          Mark shipped
        </Button>
      ) : null}
      {canRefund(order) ? (
        <Button variant="outlined" color="error" size="small" startIcon={<RotateCcw size={16} aria-hidden="true" />} onClick={() => setOpen('refund')}>
          Refund
        </Button>
      ) : null}
      {open === 'refund' ? <RefundDialog order={order} onClose={() => setOpen(null)} onRefunded={reload} /> : null}
      {open === 'ship' ? <ShipDialog order={order} onClose={() => setOpen(null)} onShipped={reload} /> : null}
    </TopToolbar>
  );
}
