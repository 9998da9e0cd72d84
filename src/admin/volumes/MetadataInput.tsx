import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { asMetadata, descriptionOf, keyProblem, toMetadata, toRows, type MetadataRow } from './metadata';
import { Fieldset } from '../shared/FormParts';

/**
 * The volume's metadata: the description (what the site shows) and any other entries as key and
 * value rows. The rows are kept here while they are edited (a key may be blank for a moment) and
 * written to the form as one object.
 */
export function MetadataInput() {
  const { field } = useInput({ source: 'metadata', format: asMetadata });
  const metadata = asMetadata(field.value);
  const [rows, setRows] = useState<MetadataRow[]>(() => toRows(metadata));
  // The object last written; another one (the record reloaded after a save) resets the rows.
  const current = JSON.stringify(metadata);
  const [written, setWritten] = useState(current);
  if (current !== written) {
    setWritten(current);
    setRows(toRows(metadata));
  }
  const description = descriptionOf(metadata);

  const write = (nextDescription: string, nextRows: MetadataRow[]) => {
    const next = toMetadata(nextDescription, nextRows);
    setWritten(JSON.stringify(next));
    setRows(nextRows);
    field.onChange(next);
  };
  const editRow = (index: number, change: Partial<MetadataRow>) => write(description, rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <TextField
        label="Description"
        value={description}
        onChange={(event) => write(event.target.value, rows)}
        multiline
        minRows={3}
        fullWidth
        helperText="Shown on the volume's page"
        sx={{ mb: 2 }}
      />
      <Fieldset legend="Other details">
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            None. Add one for anything else the volume should keep (an editor, a season).
          </Typography>
        ) : null}
        {rows.map((row, index) => {
          const problem = keyProblem(rows, index);
          const n = index + 1;
          return (
            <Box key={index} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '12rem 1fr auto' }, gap: 1, mb: 1, alignItems: 'start' }}>
              <TextField size="small" label={`Key ${n}`} value={row.key} error={Boolean(problem)} helperText={problem} onChange={(event) => editRow(index, { key: event.target.value })} />
              <TextField
                size="small"
                label={`Value ${n}`}
                value={row.value}
                helperText={row.json ? 'JSON' : undefined}
                onChange={(event) => editRow(index, { value: event.target.value })}
                sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
              />
              <IconButton aria-label={`Remove detail ${n}`} color="error" onClick={() => write(description, rows.filter((_, i) => i !== index))}>
                <Trash2 size={18} aria-hidden="true" />
              </IconButton>
            </Box>
          );
        })}
        <Button size="small" startIcon={<Plus size={16} aria-hidden="true" />} onClick={() => setRows([...rows, { key: '', value: '', json: false }])}>
          Add a detail
        </Button>
      </Fieldset>
    </Box>
  );
}
