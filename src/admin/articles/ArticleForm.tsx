import { Box, Typography, type SxProps } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { BooleanInput, SimpleForm, TextInput, regex, required, type SimpleFormProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ARTICLE_ID_MESSAGE, ARTICLE_ID_PATTERN } from '../../modules/content/schemas';
import { lockedField } from '../shared/styles';
import { BodyInput } from './BodyInput';
import { slugFromTitle } from './form';
import { ReferencesInput } from './ReferencesInput';
import { TagPicker } from './TagPicker';

const row: SxProps = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: 2, width: '100%' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mt: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const idRules = [required(), regex(ARTICLE_ID_PATTERN, ARTICLE_ID_MESSAGE)];

/** A new article's id follows its title until the id is typed in itself. */
function IdFromTitle() {
  const { setValue, getFieldState } = useFormContext();
  const title = useWatch({ name: 'title' }) as string | undefined;
  useEffect(() => {
    if (getFieldState('id').isDirty) return;
    setValue('id', slugFromTitle(title ?? ''), { shouldValidate: false });
  }, [title, setValue, getFieldState]);
  return null;
}

/**
 * The article editor's fields (create and edit; SPEC §5 "Article form"): id, title and body are
 * required; the id is locked once the article exists. The server's field errors show on their
 * fields.
 */
export function ArticleForm({ creating = false, ...props }: Omit<SimpleFormProps, 'children'> & { creating?: boolean }) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 960 }}>
      <Section title="Article">
        <TextInput source="title" label="Title" validate={required()} fullWidth />
        <TextInput
          source="id"
          label="ID"
          validate={idRules}
          disabled={!creating}
          fullWidth
          sx={lockedField}
          helperText={creating ? 'Letters, digits, _ and -; the address is /article/id. It cannot change later.' : 'The address is /article/id; it cannot change.'}
        />
        {creating ? <IdFromTitle /> : null}
        <Box sx={row}>
          <TextInput source="subtitle" label="Subtitle" />
          <TextInput source="headline" label="Headline" helperText="A line for lists and shares" />
        </Box>
        <BodyInput />
      </Section>

      <Section title="Tags and references">
        <TagPicker />
        <ReferencesInput />
      </Section>

      {creating ? <BooleanInput source="published" label="Publish when saved" helperText="Otherwise it is saved as a draft" /> : null}
    </SimpleForm>
  );
}
