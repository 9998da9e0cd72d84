import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useInput } from 'react-admin';
import { cleanReference, emptyReference, referenceErrors, type FormReference } from './form';
import { Fieldset } from '../shared/FormParts';

type Errors = ReturnType<typeof referenceErrors>;
const asList = (value: unknown) => (Array.isArray(value) ? (value as FormReference[]) : []);
const keyOf = (reference: FormReference) => String(reference.id);

const FIELDS = [
  { name: 'author', label: 'Author', required: true },
  { name: 'title', label: 'Title', required: true },
  { name: 'title_href', label: 'Link to the work', inputMode: 'url', placeholder: 'https://' },
  { name: 'publication_date', label: 'Publication date', placeholder: '1854, or Spring 1974' },
  { name: 'publisher', label: 'Publisher' },
  { name: 'doi', label: 'DOI', placeholder: '10.1000/182' },
] as const;

/**
 * One reference's fields (SPEC §3 "Reference"), in a group named after it. Enter saves instead of
 * submitting the article; typing in a field clears its error.
 */
function ReferenceForm({
  name,
  initial,
  onSave,
  saveLabel,
  onCancel,
  clearAfterSave = false,
}: {
  name: string;
  initial: FormReference;
  onSave: (reference: FormReference) => void;
  saveLabel: string;
  onCancel?: () => void;
  clearAfterSave?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  const save = () => {
    const found = referenceErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    onSave(cleanReference(draft));
    if (clearAfterSave) {
      // SPEC §4 "Reference": the form clears and a new temporary id is assigned.
      setDraft(emptyReference());
      setErrors({});
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    save();
  };

  return (
    <Box role="group" aria-label={name} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: 2, rowGap: 1.5 }}>
        {FIELDS.map((field) => {
          const error = field.name === 'author' || field.name === 'title' ? errors[field.name] : undefined;
          return (
            <TextField
              key={field.name}
              size="small"
              label={field.label}
              required={'required' in field}
              placeholder={'placeholder' in field ? field.placeholder : undefined}
              // These fields sit inside the article's form: the browser's own checks (required,
              // url) would stop the article from being saved, so the checks are the editor's.
              slotProps={{ htmlInput: { required: false, 'aria-required': 'required' in field, inputMode: 'inputMode' in field ? field.inputMode : undefined } }}
              value={draft[field.name] ?? ''}
              error={Boolean(error)}
              helperText={error}
              onChange={(event) => {
                setDraft({ ...draft, [field.name]: event.target.value });
                if (error) setErrors({ ...errors, [field.name]: undefined });
              }}
              onKeyDown={onKeyDown}
            />
          );
        })}
      </Box>
      <Stack direction="row" sx={{ gap: 1, mt: 1.5 }}>
        <Button size="small" variant="outlined" onClick={save} startIcon={clearAfterSave ? <Plus size={16} aria-hidden="true" /> : undefined}>
          {saveLabel}
        </Button>
        {onCancel ? (
          <Button size="small" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The read form: author, the title (a link when there is one), publisher, date and DOI. */
function ReferenceView({ reference, actions }: { reference: FormReference; actions: ReactNode }) {
  const details = [reference.publisher, reference.publication_date].filter(Boolean).join(', ');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography component="span">{reference.author}, </Typography>
        {reference.title_href ? (
          <Link href={reference.title_href} target="_blank" rel="noopener noreferrer" sx={{ fontStyle: 'italic' }}>
            {reference.title}
          </Link>
        ) : (
          <Typography component="cite">{reference.title}</Typography>
        )}
        {details ? <Typography component="span">{`. ${details}`}</Typography> : null}
        {reference.doi ? (
          <Typography variant="body2" color="text.secondary">
            DOI{' '}
            <Link href={`https://doi.org/${reference.doi}`} target="_blank" rel="noopener noreferrer" color="inherit">
              {reference.doi}
            </Link>
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}

/**
 * The article's references (SPEC §3 and §4 "Reference"): each shows as a read form with Edit and
 * Remove; Edit opens its fields and Save returns to the read form. Below, a new reference's form:
 * Add reference puts it at the end of the list, then the form clears and takes a new temporary id
 * (dropped before sending, so the server gives it a real one).
 */
export function ReferencesInput() {
  const { field, fieldState } = useInput({ source: 'references', format: asList });
  const references = asList(field.value);
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const [newForm] = useState(emptyReference);

  const setEditingOf = (key: string, on: boolean) => {
    const next = new Set(editing);
    if (on) next.add(key);
    else next.delete(key);
    setEditing(next);
  };
  const replace = (index: number, reference: FormReference) => field.onChange(references.map((r, i) => (i === index ? reference : r)));
  const remove = (index: number) => field.onChange(references.filter((_, i) => i !== index));

  return (
    <Fieldset legend="References" error={fieldState.error?.message}>
      {references.length ? (
        <Stack component="ol" aria-label="References" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 1 }}>
          {references.map((reference, index) => {
            const key = keyOf(reference);
            const n = index + 1;
            return (
              <li key={key}>
                {editing.has(key) ? (
                  <ReferenceForm
                    name={`Reference ${n}`}
                    initial={reference}
                    saveLabel="Save"
                    onSave={(saved) => {
                      replace(index, saved);
                      setEditingOf(key, false);
                    }}
                    onCancel={() => setEditingOf(key, false)}
                  />
                ) : (
                  <ReferenceView
                    reference={reference}
                    actions={
                      <Stack direction="row" sx={{ gap: 0.5 }}>
                        <Button size="small" startIcon={<Pencil size={16} aria-hidden="true" />} aria-label={`Edit reference ${n}`} onClick={() => setEditingOf(key, true)}>
                          Edit
                        </Button>
                        <Button size="small" color="error" startIcon={<Trash2 size={16} aria-hidden="true" />} aria-label={`Remove reference ${n}`} onClick={() => remove(index)}>
                          Remove
                        </Button>
                      </Stack>
                    }
                  />
                )}
              </li>
            );
          })}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          No references yet.
        </Typography>
      )}
      <ReferenceForm name="New reference" initial={newForm} saveLabel="Add reference" clearAfterSave onSave={(added) => field.onChange([...references, added])} />
    </Fieldset>
  );
}
