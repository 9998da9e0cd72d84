import { Chip } from '@mui/material';
import type { OrderStatus } from '../../modules/checkout/schemas';
import { STATUS_LABEL } from './format';

// Outlined chips keep their text in the palette colour, which holds AA contrast in both themes.
const STATUS_COLOR: Record<OrderStatus, 'default' | 'primary' | 'secondary' | 'success' | 'error'> = {
  pending: 'default',
  paid: 'primary',
  shipped: 'success',
  partially_refunded: 'secondary',
  refunded: 'secondary',
  failed: 'error',
  cancelled: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip label={STATUS_LABEL[status]} size="small" color={STATUS_COLOR[status]} variant="outlined" />;
}
