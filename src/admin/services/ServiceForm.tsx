import { Box } from '@mui/material';
import { BooleanInput, NumberInput, TextInput, regex, required } from 'react-admin';
import { ImagesInput } from '../inputs/ImagesInput';
import { fieldRow } from '../shared/FormParts';
import { EditorForm, type EditorFormProps } from '../shared/EditorForm';

const html = 'HTML: paragraphs, lists, links, emphasis. Scripts and styles are removed.';
const keyRule = regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, _ and - (it becomes the page anchor).');

/**
 * A service's fields; the key is the anchor on /services (/services#{key}). The picture is
 * uploaded like a SKU's (one only) or given as an https:// address; both edit img_src.
 */
export function ServiceForm(props: EditorFormProps) {
  return (
    <EditorForm {...props}>
      <Box sx={fieldRow}>
        <TextInput source="title" label="Title" validate={required()} />
        <TextInput source="key" label="Key" validate={[required(), keyRule]} helperText="Letters, digits, _ and -; the link is /services#key" />
      </Box>
      <TextInput source="subtitle" label="Subtitle" fullWidth />
      <ImagesInput source="img_src" single />
      <TextInput source="img_src" label="Image address" fullWidth helperText="Filled in by an upload, or a full https:// address" />
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth helperText={html} />
      <TextInput source="body" label="Body" multiline minRows={6} fullWidth helperText={html} />
      <Box sx={fieldRow}>
        <NumberInput source="position" label="Position" step={1} min={0} helperText="Lower comes first" />
        <BooleanInput source="published" label="Published" helperText="Shown on the services page" />
      </Box>
    </EditorForm>
  );
}
