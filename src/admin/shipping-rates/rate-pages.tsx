import { Box } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import type { EditorFormProps } from '../shared/EditorForm';
import { Create, DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { useRecordFailureNotify, useRecordSuccess } from '../messages';

// The edit and create pages of the two rate tables (shipping-rates, tax-rates): each brings its
// form, its words and how a record is named; saving and deleting work the same for both.

export interface RatePagesProps {
  resource: 'shipping-rates' | 'tax-rates';
  /** 'shipping rate': in titles, buttons and the delete confirmation. */
  noun: string;
  Form: ComponentType<EditorFormProps>;
  name: (record: RaRecord) => string;
  /** The form's values as the API takes them. */
  transform?: (data: RaRecord) => RaRecord;
  deleteNote: string;
  defaultValues?: Record<string, unknown>;
}

const Back = ({ label }: { label: string }) => (
  <TopToolbar>
    <ListButton label={label} />
  </TopToolbar>
);

function Title({ noun, name }: Pick<RatePagesProps, 'noun' | 'name'>) {
  const record = useRecordContext();
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return <>{record ? `${Noun}: ${name(record)}` : Noun}</>;
}

const plural = (noun: string) => `All ${noun}s`;

export function RateEdit({ resource, noun, Form, name, transform, deleteNote }: RatePagesProps): ReactNode {
  const onError = useRecordFailureNotify('update');
  const onSuccess = useRecordSuccess('update', resource, 'list');
  const toolbar = (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      <DeleteButton mutationMode="pessimistic" confirmTitle={`Delete this ${noun}?`} confirmContent={deleteNote} />
    </Toolbar>
  );
  return (
    <Edit title={<Title noun={noun} name={name} />} actions={<Back label={plural(noun)} />} mutationMode="pessimistic" mutationOptions={{ onError, onSuccess }} transform={transform} redirect="list">
      <Form toolbar={toolbar} />
    </Edit>
  );
}

export function RateCreate({ resource, noun, Form, transform, defaultValues }: RatePagesProps): ReactNode {
  const onError = useRecordFailureNotify('create');
  const onSuccess = useRecordSuccess('create', resource, 'list');
  return (
    <Create title={`New ${noun}`} actions={<Back label={plural(noun)} />} mutationOptions={{ onError, onSuccess }} transform={transform} redirect="list">
      <Form defaultValues={defaultValues} />
    </Create>
  );
}
