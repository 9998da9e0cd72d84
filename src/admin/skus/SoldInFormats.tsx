import { Alert, Box, Typography } from '@mui/material';
import { Link, ReferenceManyField, WithListContext, useCreatePath } from 'react-admin';
import type { AdminSku } from '../../modules/shop/admin-schemas';
import { price, stock } from './fields';
import { VARIANTS_QUERY } from './Variants';

function FormatLinks() {
  const createPath = useCreatePath();
  return (
    <ReferenceManyField {...VARIANTS_QUERY}>
      <WithListContext<AdminSku>
        render={({ data }) => (
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {(data ?? [])
              .filter((format) => format.published)
              .map((format) => (
                <li key={format.id}>
                  <Link to={createPath({ resource: 'skus', type: 'edit', id: format.id })}>{format.title}</Link>: {price(format)}, {stock(format)} in stock
                </li>
              ))}
          </Box>
        )}
      />
    </ReferenceManyField>
  );
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * In place of a price and a stock for a product sold in its formats (issue 26): the product itself
 * is not for sale, so its formats' are the only ones. Units once counted on the product itself are
 * said, so that nobody loses them from sight: the shop cannot know which format they are.
 */
export function SoldInFormats({ sku }: { sku: AdminSku }) {
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      <Typography variant="body2">Sold in its formats: each has its own price and stock, and the product itself is not for sale.</Typography>
      <FormatLinks />
      {sku.stock_set_aside?.map((aside) => (
        <Typography key={aside.created_at} variant="body2" sx={{ mt: 1 }}>
          On {day(aside.created_at)}, {aside.quantity} units counted on the product itself were taken off sale. If they are real copies, add them to the stock of their format.
        </Typography>
      ))}
      {sku.qty_on_hand > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          The product itself still counts {sku.qty_on_hand} units; they are not for sale while its formats are.
        </Typography>
      )}
    </Alert>
  );
}
