import { Box, Typography } from '@mui/material';
import { TextInput, regex, required } from 'react-admin';
import { ARTICLE_ID_MESSAGE, ARTICLE_ID_PATTERN } from '../../modules/content/schemas';
import { fieldRow } from '../shared/FormParts';
import { lockedField } from '../shared/styles';
import { FeaturedInput } from './FeaturedInput';
import { MetadataInput } from './MetadataInput';
import { EditorForm, type EditorFormProps } from '../shared/EditorForm';

const slugRule = regex(ARTICLE_ID_PATTERN, ARTICLE_ID_MESSAGE);

/**
 * A volume's fields: its tag (label, symbol, slug; the slug fixed once made), its description and
 * other details, and, once it exists, its featured articles in order.
 */
export function VolumeForm({ creating = false, ...props }: EditorFormProps & { creating?: boolean }) {
  return (
    <EditorForm {...props}>
      <Box sx={fieldRow}>
        <TextInput source="label" label="Label" validate={required()} />
        <TextInput source="symbol" label="Symbol" helperText="A short mark shown with the label, such as I or ☉" />
        <TextInput
          source="tag_slug"
          label="Slug"
          validate={slugRule}
          disabled={!creating}
          sx={lockedField}
          helperText={creating ? 'Letters, digits, _ and -: the address /volumes/slug. Left empty, it is made from the label.' : 'The address /volumes/slug; it cannot change.'}
        />
      </Box>
      <MetadataInput />
      {creating ? (
        <Typography variant="body2" color="text.secondary">
          Choose its featured articles once the volume is saved.
        </Typography>
      ) : (
        <FeaturedInput />
      )}
    </EditorForm>
  );
}
