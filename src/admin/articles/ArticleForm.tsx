import { Box } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, TextInput, regex, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ARTICLE_ID_MESSAGE, ARTICLE_ID_PATTERN } from '../../modules/content/schemas';
import { FormSection, fieldRow } from '../shared/FormParts';
import { lockedField } from '../shared/styles';
import { BodyInput } from './BodyInput';
import { slugFromTitle } from './form';
import { ReferencesInput } from './ReferencesInput';
import { TagPicker } from './TagPicker';
import { EditorForm, type EditorFormProps } from '../shared/EditorForm';

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
export function ArticleForm({ creating = false, ...props }: EditorFormProps & { creating?: boolean }) {
  return (
    <EditorForm {...props}>
      <FormSection title="Article">
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
        <Box sx={fieldRow}>
          <TextInput source="subtitle" label="Subtitle" />
          <TextInput source="headline" label="Headline" helperText="A line for lists and shares" />
        </Box>
        <BodyInput />
      </FormSection>

      <FormSection title="Tags and references">
        <TagPicker />
        <ReferencesInput />
      </FormSection>

      <FormSection title="Publishing">
        {creating ? <BooleanInput source="published" label="Publish when saved" helperText="Otherwise it is saved as a draft" /> : null}
        <BooleanInput
          source="email_on_publish"
          label="Email the subscribers when it is published"
          helperText="The emails start a few minutes after publishing and can be cancelled until then; an article is emailed once. The publish switch asks again."
        />
      </FormSection>
    </EditorForm>
  );
}
