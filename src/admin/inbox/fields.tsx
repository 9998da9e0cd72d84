import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ContactMessage, InboxItem } from '../../modules/shop/admin-schemas';

export function HandledChip() {
  const item = useRecordContext<InboxItem>();
  if (!item) return null;
  return item.handled ? <Chip label="Handled" size="small" variant="outlined" /> : <Chip label="New" size="small" color="secondary" variant="outlined" />;
}

/** 'Ada Lovelace', or nothing when the sender gave no name. */
export const senderName = (m: Pick<ContactMessage, 'first_name' | 'last_name'>) => [m.first_name, m.last_name].filter(Boolean).join(' ');
