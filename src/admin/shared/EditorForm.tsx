import { SimpleForm, type SimpleFormProps } from 'react-admin';

/** The props an editor's form passes on: everything of SimpleForm's but its fields. */
export type EditorFormProps = Omit<SimpleFormProps, 'children'>;

/**
 * Every editor's form: a reading width wide, and keeping what the editor has typed when the record
 * is fetched again underneath it (a list's refresh after a reorder, the window regaining focus):
 * react-admin's default resets the form to the fetched record, and a Save then sent the old values.
 */
export function EditorForm(props: SimpleFormProps) {
  return <SimpleForm resetOptions={{ keepDirtyValues: true }} sx={{ maxWidth: 960 }} {...props} />;
}
