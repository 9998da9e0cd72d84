import { Typography } from '@mui/material';
import { CreateButton, DataTable, DateField, List, NullableBooleanInput, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { usePhone } from '../layout/phone';
import { PublishedChip, SkuTitleLink, price, stock } from './fields';
import { SelectAllRows, SelectRow } from '../shared/SelectColumn';
import { ADMIN_LIST, ColumnsChoice } from '../shared/list';
import { SkuSelectionToolbar } from './SkuSelectionToolbar';

/** 'All' shows in the select when no state is chosen (MUI hides an empty value by default). */
const showAll = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search SKUs" slotProps={{ htmlInput: { 'aria-label': 'Search SKUs' } }} />,
  <NullableBooleanInput key="published" source="published" label="Published" alwaysOn nullLabel="All" trueLabel="Published" falseLabel="Unpublished" slotProps={showAll} />,
];

const skuName = (sku: AdminSku) => sku.full_title;

const NoMatches = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No SKUs match this search.
  </Typography>
);

const actions = (
  <TopToolbar>
    <ColumnsChoice />
    <CreateButton label="New SKU" />
  </TopToolbar>
);

/**
 * /chariot/skus: every SKU, variants included, 100 a page (SPEC §9), newest first. Checkboxes
 * select rows for the toolbar above the table; a row (or its title) opens its editor.
 */
export function SkuList() {
  const phone = usePhone();
  return (
    <List
      title="SKUs"
      {...ADMIN_LIST}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters}
      actions={actions}
    >
      {phone ? (
        // On a phone, rows instead of a table: the checkbox, the title (the editor's link), price,
        // stock and state; the selection toolbar stays above them.
        <>
          <SkuSelectionToolbar />
          <SimpleList<AdminSku>
            rowClick={false}
            leftIcon={() => <SelectRow<AdminSku> name={skuName} />}
            primaryText={<SkuTitleLink />}
            secondaryText={(sku) => (sku.published_variant_count ? price(sku) : `${price(sku)} · ${stock(sku)} in stock`)}
            tertiaryText={(sku) => (sku.published ? 'Published' : 'Unpublished')}
            empty={<NoMatches />}
          />
        </>
      ) : (
        <DataTable<AdminSku> rowClick="edit" bulkActionButtons={false} bulkActionsToolbar={<SkuSelectionToolbar />} empty={<NoMatches />}>
          <DataTable.Col label={<SelectAllRows label="Select all SKUs on this page" />} disableSort>
            <SelectRow<AdminSku> name={skuName} />
          </DataTable.Col>
          <DataTable.Col source="id" label="ID" />
          <DataTable.Col source="title" label="Title">
            <SkuTitleLink />
          </DataTable.Col>
          <DataTable.Col source="list_price" label="Price" render={price} align="right" />
          <DataTable.Col source="qty_on_hand" label="Stock" render={stock} align="right" />
          <DataTable.Col source="published" label="Status">
            <PublishedChip />
          </DataTable.Col>
          <DataTable.Col source="variant_count" label="Variants" disableSort align="right" />
          <DataTable.Col source="updated_at" label="Updated" field={DateField} />
        </DataTable>
      )}
    </List>
  );
}
