import { Autocomplete, Box, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetMany, useInput, useRecordContext } from 'react-admin';
import type { ArticleSummary } from '../../modules/content/schemas';
import { ArticleStatusChip } from '../articles/fields';
import { Fieldset } from '../shared/FormParts';
import { moveItem } from '../shared/order';
import { OrderButtons } from '../shared/OrderButtons';
import { useDebounced } from '../shared/use-debounced';

const asSlugs = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const optionLabel = (article: ArticleSummary) => `${article.title} (${article.id})`;

/**
 * The volume's featured articles, in the order the volume shows them: added from a search of the
 * volume's own articles (/api/admin/articles, those carrying its tag), moved up or down, removed.
 * The value is the list of slugs.
 */
export function FeaturedInput() {
  const volume = useRecordContext()?.id;
  const { field } = useInput({ source: 'featured', format: asSlugs });
  const featured = asSlugs(field.value);
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), 300);
  const { data: found = [], isFetching } = useGetList<ArticleSummary>('articles', {
    filter: { volume, ...(q ? { q } : {}) },
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'updated_at', order: 'DESC' },
  });
  const { data: chosen = [] } = useGetMany<ArticleSummary>('articles', { ids: featured }, { enabled: featured.length > 0 });
  const bySlug = new Map(chosen.map((article) => [article.id, article]));

  const set = (next: string[]) => field.onChange(next);

  return (
    <Fieldset legend="Featured articles">
      {featured.length ? (
        <Stack component="ol" aria-label="Featured articles in order" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 1 }}>
          {featured.map((slug, index) => {
            const article = bySlug.get(slug);
            const name = article?.title ?? slug;
            return (
              <Box component="li" key={slug} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Typography component="span" color="text.secondary" sx={{ width: '1.5rem', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {index + 1}.
                </Typography>
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {slug}
                  </Typography>
                </Box>
                {article ? <ArticleStatusChip article={article} /> : null}
                <OrderButtons
                  name={name}
                  index={index}
                  count={featured.length}
                  onMove={(by) => set(moveItem(featured, index, by))}
                  onRemove={() => set(featured.filter((_, i) => i !== index))}
                />
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          No featured articles yet.
        </Typography>
      )}
      <Autocomplete<ArticleSummary>
        options={found}
        getOptionLabel={optionLabel}
        getOptionDisabled={(article) => featured.includes(article.id)}
        filterOptions={(options) => options}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        value={null}
        inputValue={input}
        onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
        onChange={(_, article) => {
          if (article && !featured.includes(article.id)) set([...featured, article.id]);
          setInput('');
        }}
        loading={isFetching}
        noOptionsText="None of this volume's articles match."
        blurOnSelect
        renderInput={(params) => <TextField {...params} label="Add a featured article" placeholder="Search this volume's articles" helperText="Only articles carrying the volume's tag; it goes to the end of the list." />}
        sx={{ maxWidth: 560 }}
      />
    </Fieldset>
  );
}
