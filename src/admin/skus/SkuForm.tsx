import { Box } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { PRICE_TO_PUBLISH, isSalePrice, type AdminSku } from '../../modules/shop/admin-schemas';
import { HtmlTextInput } from '../inputs/HtmlTextInput';
import { ImagesInput } from '../inputs/ImagesInput';
import { FormSection, fieldRow } from '../shared/FormParts';
import { SoldInFormats } from './SoldInFormats';
import { TagsInput } from './TagsInput';
import { EditorForm, type EditorFormProps } from '../shared/EditorForm';

/** SPEC §3: 1 means free shipping. */
const SHIPPING_POLICIES = [
  { id: 1, name: 'Free shipping' },
  { id: 2, name: 'Standard shipping' },
];

const parentLabel = (sku: AdminSku) => `${sku.full_title} (#${sku.id})`;

/** The server's rule, said before saving: a published SKU has a price above $0.00. */
const priceToPublish = (price: unknown, values: { published?: boolean }) => (values.published && !isSalePrice(price) ? PRICE_TO_PUBLISH : undefined);

/**
 * The SKU's own price and stock; a product sold in its formats has none to edit (issue 26), so
 * there is one stock per format and no second one on the product.
 */
function PriceAndStock() {
  const sku = useRecordContext<AdminSku>();
  if (sku?.published_variant_count) return <SoldInFormats sku={sku} />;
  const drafts = sku?.variant_count ? 'Sold as itself until one of its variants is published.' : undefined;
  return (
    <Box sx={fieldRow}>
      <NumberInput source="list_price" label="List price (USD)" step={0.01} min={0} helperText={drafts} validate={priceToPublish} />
      <NumberInput source="qty_on_hand" label="Quantity on hand" step={1} min={0} />
    </Box>
  );
}

/**
 * The SKU editor's fields (create and edit). Blank numbers are sent as '' or null and stored as
 * null; the server's field errors (a featured week that is not a Monday, a parent that would make
 * a loop, a published SKU without a price) show on their fields. The texts are rich text, as an
 * article's body, or HTML where the editor would drop part of them (a definition list).
 */
export function SkuForm(props: EditorFormProps) {
  return (
    <EditorForm {...props}>
      <FormSection title="Product">
        <TextInput source="title" label="Title" validate={required()} fullWidth />
        <TextInput source="subtitle" label="Subtitle" fullWidth />
        <ReferenceInput source="parent_sku" reference="skus" filter={{ parent_sku: null }} sort={{ field: 'title', order: 'ASC' }} perPage={100}>
          <AutocompleteInput
            label="Parent SKU"
            optionText={parentLabel}
            filterToQuery={(q: string) => ({ q })}
            helperText="Leave empty for a product; choose its product to make this a variant."
            fullWidth
          />
        </ReferenceInput>
      </FormSection>

      <FormSection title="Price and stock">
        <PriceAndStock />
        <Box sx={fieldRow}>
          <NumberInput source="item_size" label="Item size" min={0} />
          <TextInput source="size_unit" label="Size unit" helperText="For example ct, pages, g" />
        </Box>
        <Box sx={fieldRow}>
          <SelectInput source="shipping_policy_id" label="Shipping policy" choices={SHIPPING_POLICIES} emptyText="Select..." />
          <NumberInput source="return_policy" label="Return policy" step={1} min={0} helperText="1: defective items, 30 days" />
          <TextInput source="aux_id" label="Auxiliary id" helperText="ISBN or supplier code" />
        </Box>
        <Box sx={fieldRow}>
          <DateInput source="featured_week" label="Featured week" helperText="The Monday of the week it is featured" />
          <NumberInput source="sort_key" label="Sort key" step={1} helperText="Lower comes first among variants" />
        </Box>
      </FormSection>

      <FormSection title="Tags">
        <TagsInput />
      </FormSection>

      <ImagesInput />

      <FormSection title="Text">
        <HtmlTextInput source="about" label="About" />
        <HtmlTextInput source="description" label="Description" />
        <HtmlTextInput source="details" label="Details" />
      </FormSection>

      <BooleanInput source="published" label="Published" helperText="Shown in the shop (needs a price above $0.00)" />
    </EditorForm>
  );
}
