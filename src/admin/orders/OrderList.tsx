import { Button, Typography } from '@mui/material';
import { Percent, Truck } from 'lucide-react';
import { DataTable, DateField, DateInput, List, SearchInput, SelectInput, SimpleList, TopToolbar, useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminOrderRow } from '../../modules/checkout/admin-schemas';
import { ORDER_STATUSES } from '../../modules/checkout/schemas';
import { usePhone } from '../layout/phone';
import { RecordLink } from '../shared/RecordLink';
import { ADMIN_LIST, ColumnsChoice } from '../shared/list';
import { OrderStatusChip } from './fields';
import { STATUS_LABEL, dollars } from './format';

/** 'All' shows in the select when no status is chosen (MUI hides an empty value by default). */
const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Number, name or email" slotProps={{ htmlInput: { 'aria-label': 'Search orders' } }} />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText="All"
    choices={ORDER_STATUSES.map((s) => ({ id: s, name: STATUS_LABEL[s] }))}
    slotProps={showAll}
  />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

/** The rate tables belong with orders: what checkout charges for shipping and tax. */
function Actions() {
  const createPath = useCreatePath();
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <ColumnsChoice />
      <Button component={RouterLink} to={createPath({ resource: 'shipping-rates', type: 'list' })} size="small" startIcon={<Truck size={18} aria-hidden="true" />}>
        Shipping rates
      </Button>
      <Button component={RouterLink} to={createPath({ resource: 'tax-rates', type: 'list' })} size="small" startIcon={<Percent size={18} aria-hidden="true" />}>
        Tax rates
      </Button>
    </TopToolbar>
  );
}

/** The number as a real link, so an order opens by keyboard as well as by row click. */
const NumberLink = () => <RecordLink<AdminOrderRow> type="show" text={(order) => order.number} />;

const NoMatches = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No orders match these filters.
  </Typography>
);

/** /chariot/orders: newest first, 100 a page (SPEC §9); a row opens the order. */
export function OrderList() {
  const phone = usePhone();
  return (
    <List
      title="Orders"
      {...ADMIN_LIST}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters}
      actions={<Actions />}
      empty={false}
    >
      {phone ? (
        <SimpleList<AdminOrderRow>
          rowClick="show"
          primaryText={(o) => `${o.number} · ${dollars(o.total)}`}
          secondaryText={(o) => `${o.name} · ${new Date(o.created_at).toLocaleDateString()}`}
          tertiaryText={(o) => STATUS_LABEL[o.status]}
          empty={<NoMatches />}
        />
      ) : (
        <DataTable<AdminOrderRow> rowClick="show" bulkActionButtons={false} empty={<NoMatches />}>
          <DataTable.Col source="number" label="Order">
            <NumberLink />
          </DataTable.Col>
          <DataTable.Col source="created_at" label="Date" field={DateField} />
          <DataTable.Col label="Buyer" disableSort render={(o) => `${o.name} <${o.email}>`} />
          <DataTable.Col source="status" label="Status" render={(o) => <OrderStatusChip status={o.status} />} />
          <DataTable.Col source="total" label="Total" align="right" render={(o) => dollars(o.total)} />
          <DataTable.Col label="Refunded" disableSort align="right" render={(o) => (Number(o.refunded_amount) > 0 ? dollars(o.refunded_amount) : '—')} />
        </DataTable>
      )}
    </List>
  );
}
