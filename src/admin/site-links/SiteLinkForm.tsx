import { Box } from '@mui/material';
import { NumberInput, TextInput, regex, required } from 'react-admin';
import { EditorForm, type EditorFormProps } from '../shared/EditorForm';
import { fieldRow } from '../shared/FormParts';

const webAddress = regex(/^https?:\/\/\S+$/i, 'Use a web address starting with http:// or https://.');

/** A link of /links: its title, address, a line about it, and its place in the list. */
export function SiteLinkForm(props: EditorFormProps) {
  return (
    <EditorForm {...props}>
      <Box sx={fieldRow}>
        <TextInput source="title" label="Title" validate={required()} />
        <TextInput source="url" label="Address" validate={[required(), webAddress]} helperText="http:// or https://" />
      </Box>
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
      <NumberInput source="position" label="Position" step={1} min={0} helperText="Lower comes first" />
    </EditorForm>
  );
}
