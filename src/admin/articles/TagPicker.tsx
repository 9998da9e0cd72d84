import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import { TAG_TYPES, type TagResponse, type TagType } from '../../modules/content/schemas';
import { Fieldset } from '../shared/FormParts';
import { useDebounced } from '../shared/use-debounced';
import { fetchTags, fetchTagTypes } from './api';
import { asFormTag, hasTag, matchTags, namesTag, type FormTag } from './form';

const TAGS_KEY = ['article-tags'] as const;
const TYPES_KEY = ['article-tag-types'] as const;
/** SPEC §5 "Tag picker": the matches show 300 ms after the last key. */
const FILTER_DELAY = 300;

const asList = (value: unknown) => (Array.isArray(value) ? (value as FormTag[]) : []);

/**
 * The article's tags (SPEC §5 "Tag picker"): choose a type (topic by default, in the order the
 * API gives) and a tag from the labels that contain what is typed (case-insensitive, trimmed,
 * 300 ms after typing). A tag and type pair is added once. A chosen tag is removed by a
 * double-click or its remove button. A label that names no tag can become a new one, and a tag
 * only another type has becomes its twin of the chosen type (both POST /api/admin/tags).
 */
export function TagPicker() {
  const { field, fieldState } = useInput({ source: 'tags', format: asList });
  const chosen = asList(field.value);
  const tags = useQuery({ queryKey: TAGS_KEY, queryFn: fetchTags });
  const types = useQuery({ queryKey: TYPES_KEY, queryFn: fetchTagTypes });
  const typeList: readonly TagType[] = types.data?.length ? types.data : TAG_TYPES;
  const [type, setType] = useState<TagType>('topic');
  const [keyword, setKeyword] = useState('');
  const term = useDebounced(keyword, FILTER_DELAY);
  const [creating, setCreating] = useState(false);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const id = useId();

  const all = tags.data ?? [];
  const matches = matchTags(all, term, type);
  const open = term.trim() !== '' && term === keyword;
  const canCreate = open && !namesTag(all, term);

  const add = (tag: TagResponse) => {
    if (hasTag(chosen, tag, type)) return;
    field.onChange([...chosen, asFormTag(tag, type)]);
    setKeyword('');
  };
  const remove = (index: number) => field.onChange(chosen.filter((_, i) => i !== index));

  /** A new tag of the chosen type: what was typed, or the twin of a tag only another type has. */
  const create = async (fields: Pick<TagResponse, 'label'> & Partial<Pick<TagResponse, 'symbol'>>) => {
    setCreating(true);
    try {
      const { data } = await dataProvider.create<TagResponse>('tags', { data: { ...fields, tag_type: type } });
      queryClient.setQueryData<TagResponse[]>(TAGS_KEY, (old) => [...(old ?? []), data]);
      add(data);
      notify(`Tag “${data.label}” created`, { type: 'success' });
    } catch (error) {
      console.error(error);
      const message = (error as { message?: unknown } | null)?.message;
      notify(typeof message === 'string' && message ? message : 'Unable to create this record.', { type: 'error' });
    } finally {
      setCreating(false);
    }
  };

  // The server takes a tag by its id alone (issue 36): a match of another type becomes its twin of this type first.
  const pick = (tag: TagResponse) => (tag.tag_type === type ? add(tag) : void create({ label: tag.label, symbol: tag.symbol }));

  // Enter in the finder adds the first match that can be added, and never submits the article.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = matchTags(all, keyword, type).find((tag) => !hasTag(chosen, tag, type));
    if (first) pick(first);
  };

  const status = tags.isError
    ? 'The tags could not be loaded.'
    : open && matches.length === 0
      ? `No tag matches “${term.trim()}”.`
      : open
        ? `${matches.length} matching tag${matches.length === 1 ? '' : 's'}.`
        : '';

  return (
    <Fieldset legend="Tags" error={fieldState.error?.message}>

      {chosen.length ? (
        <Stack component="ul" direction="row" aria-label="Chosen tags" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
          {chosen.map((tag, index) => (
            <Box
              component="li"
              key={`${tag.id}-${tag.tag_type}`}
              title="Double-click to remove"
              onDoubleClick={() => remove(index)}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, pl: 1.5, pr: 0.25, border: 1, borderColor: 'divider', borderRadius: 4, userSelect: 'none' }}
            >
              <span>{tag.label}</span>
              <Typography component="span" variant="caption" color="text.secondary">
                {tag.tag_type}
              </Typography>
              <IconButton size="small" aria-label={`Remove tag ${tag.label} (${tag.tag_type})`} onClick={() => remove(index)}>
                <X size={16} aria-hidden="true" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          No tags yet.
        </Typography>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 2, alignItems: 'start' }}>
        <TextField select size="small" label="Tag type" value={type} onChange={(event) => setType(event.target.value as TagType)}>
          {typeList.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ position: 'relative', minWidth: 0 }}>
          <TextField
            size="small"
            fullWidth
            label="Find a tag"
            placeholder="Filter tags..."
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            slotProps={{ htmlInput: { 'aria-describedby': `${id}-status` } }}
          />
          <Typography id={`${id}-status`} variant="caption" color={tags.isError ? 'error' : 'text.secondary'} aria-live="polite" sx={{ display: 'block', minHeight: '1.5em', mt: 0.5 }}>
            {status}
          </Typography>
          {open ? (
            <Paper variant="outlined" sx={{ p: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {matches.map((tag) => {
                const added = hasTag(chosen, tag, type);
                return (
                  <Button key={tag.id} size="small" variant="outlined" disabled={added || creating} onClick={() => pick(tag)} aria-label={`Add tag ${tag.label} as ${type}${added ? ' (added)' : ''}`}>
                    {tag.label}
                    {added ? ' (added)' : ''}
                  </Button>
                );
              })}
              {canCreate ? (
                <Button size="small" startIcon={<Plus size={16} aria-hidden="true" />} loading={creating} loadingPosition="start" onClick={() => void create({ label: term.trim() })}>
                  Create tag “{term.trim()}” as {type}
                </Button>
              ) : null}
            </Paper>
          ) : null}
        </Box>
      </Box>
    </Fieldset>
  );
}
