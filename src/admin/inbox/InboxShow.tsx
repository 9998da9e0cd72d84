import { Box, Typography } from '@mui/material';
import { DateField, EmailField, FunctionField, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { ContactMessage, InboxItem, QuoteRequest } from '../../modules/shop/admin-schemas';
import { HandledButton } from './HandledButton';
import { HandledChip, senderName } from './fields';

function Actions({ kind }: { kind: 'contact' | 'quote' }) {
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <ListButton label={kind === 'contact' ? 'All messages' : 'All quote requests'} />
      <Box sx={{ flex: 1 }} />
      <HandledButton />
    </TopToolbar>
  );
}

function ItemTitle({ kind }: { kind: 'contact' | 'quote' }) {
  const item = useRecordContext<InboxItem>();
  const noun = kind === 'contact' ? 'Message' : 'Quote request';
  return <>{item ? `${noun}: ${item.subject || item.email}` : noun}</>;
}

/** The whole message, its sender and its status, with the Mark handled button. */
export function InboxShow({ kind }: { kind: 'contact' | 'quote' }) {
  return (
    <Show title={<ItemTitle kind={kind} />} actions={<Actions kind={kind} />}>
      <SimpleShowLayout>
        <DateField source="created_at" label="Received" showTime />
        {kind === 'contact' ? <FunctionField<ContactMessage> label="Name" render={(m) => senderName(m) || '—'} /> : null}
        <EmailField source="email" label="Email" />
        {kind === 'contact' ? <TextField source="phone" label="Phone" emptyText="—" /> : null}
        {kind === 'quote' ? <FunctionField<QuoteRequest> label="Service" render={(q) => q.service_key ?? '—'} /> : null}
        <TextField source="subject" label="Subject" emptyText="—" />
        <FunctionField<InboxItem>
          label="Message"
          render={(item) => (
            <Typography component="div" sx={{ whiteSpace: 'pre-wrap', maxWidth: '70ch' }}>
              {item.message}
            </Typography>
          )}
        />
        <FunctionField<InboxItem>
          label="Status"
          render={(item) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <HandledChip />
              {item.handled_at ? <DateField source="handled_at" showTime /> : null}
            </Box>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
