import { Box, Button, Divider, Typography } from '@mui/material';
import { Plus } from 'lucide-react';
import { DataTable, ReferenceManyField, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { PublishedChip, SkuTitleLink, price, stock } from './fields';

/** A SKU's variants as this table asks for them; the product's price-and-stock note asks the same, so both read one answer. */
export const VARIANTS_QUERY = { reference: 'skus', target: 'parent_sku', sort: { field: 'id', order: 'ASC' as const }, perPage: 100 };

const NoVariants = () => (
  <Typography color="text.secondary" sx={{ py: 1 }}>
    This SKU has no variants. Add one for each edition or format it comes in.
  </Typography>
);

/**
 * Below the SKU editor: the SKU's variants (its children), each a link to its own editor, and
 * 'Add a variant', which opens a new SKU with this one as its parent.
 */
export function Variants() {
  const sku = useRecordContext<AdminSku>();
  const createPath = useCreatePath();
  if (!sku) return null;
  return (
    <Box component="section" aria-labelledby="sku-variants" sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="sku-variants" variant="h6" component="h2" sx={{ flex: 1 }}>
          Variants
        </Typography>
        <Button
          component={Link}
          to={createPath({ resource: 'skus', type: 'create' })}
          state={{ record: { parent_sku: sku.id } }}
          variant="outlined"
          size="small"
          startIcon={<Plus size={18} aria-hidden="true" />}
        >
          Add a variant
        </Button>
      </Box>
      <ReferenceManyField {...VARIANTS_QUERY} empty={<NoVariants />}>
        <DataTable<AdminSku> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="id" label="ID" disableSort />
          <DataTable.Col source="title" label="Title" disableSort>
            <SkuTitleLink />
          </DataTable.Col>
          <DataTable.Col source="list_price" label="Price" render={price} disableSort align="right" />
          <DataTable.Col source="qty_on_hand" label="Stock" render={stock} disableSort align="right" />
          <DataTable.Col source="published" label="Status" disableSort>
            <PublishedChip />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
}
