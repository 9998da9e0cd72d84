import { Box, InputAdornment, type SxProps } from '@mui/material';
import { NumberInput, TextInput, maxValue, minValue, regex, required } from 'react-admin';
import { EditorForm, type EditorFormProps } from '../shared/EditorForm';

const row: SxProps = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', columnGap: 2, width: '100%' };
const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };

/** A country's rate, or a state's (which wins over its country's); written in percent. */
export function TaxRateForm(props: EditorFormProps) {
  return (
    <EditorForm {...props}>
      <Box sx={row}>
        <TextInput source="country_code" label="Country" validate={[required(), regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')]} helperText="Two letters, such as US" />
        <TextInput source="state_code" label="State" helperText="Empty: the whole country" />
      </Box>
      <Box sx={row}>
        <NumberInput source="rate_percent" label="Rate" validate={[required(), minValue(0), maxValue(99.99)]} min={0} max={99.99} step={0.01} slotProps={percent} helperText="7.25 is 7.25 %" />
        <TextInput source="label" label="Label" helperText="Optional, such as State sales tax" />
      </Box>
    </EditorForm>
  );
}
