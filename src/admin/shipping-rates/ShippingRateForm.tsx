import { Box, InputAdornment, type SxProps } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, minValue, required } from 'react-admin';
import { SHIPPING_LEVELS } from '../../modules/checkout/schemas';
import { countriesText } from './countries';
import { EditorForm, type EditorFormProps } from '../shared/EditorForm';

const row: SxProps = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', columnGap: 2, width: '100%' };
const dollarsAdornment = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };
const daysAdornment = { input: { endAdornment: <InputAdornment position="end">days</InputAdornment> } };

/** One level of a zone: what it costs (per order plus per item) and how many business days it takes. */
export function ShippingRateForm(props: EditorFormProps) {
  return (
    <EditorForm {...props}>
      <Box sx={row}>
        <TextInput source="zone" label="Zone" validate={required()} helperText="A name, such as United States" />
        <SelectInput source="level" label="Level" validate={required()} choices={SHIPPING_LEVELS.map((l) => ({ id: l, name: l.charAt(0) + l.slice(1).toLowerCase() }))} />
      </Box>
      <TextInput
        source="countries"
        label="Countries"
        format={countriesText}
        parse={(v: string) => v}
        fullWidth
        helperText="Two-letter codes separated by commas, shared by every level of the zone. Empty: every country no other zone names."
      />
      <Box sx={row}>
        <NumberInput source="cost_per_order" label="Cost per order" validate={[required(), minValue(0)]} min={0} step={0.01} slotProps={dollarsAdornment} />
        <NumberInput source="cost_per_item" label="Cost per item" validate={[required(), minValue(0)]} min={0} step={0.01} slotProps={dollarsAdornment} />
      </Box>
      <Box sx={row}>
        <NumberInput source="min_days" label="Fastest" validate={[required(), minValue(0)]} min={0} step={1} slotProps={daysAdornment} helperText="Business days from dispatch" />
        <NumberInput source="max_days" label="Slowest" validate={[required(), minValue(0)]} min={0} step={1} slotProps={daysAdornment} helperText="Gives the latest delivery date" />
      </Box>
      <BooleanInput source="active" label="Offered at checkout" />
    </EditorForm>
  );
}
