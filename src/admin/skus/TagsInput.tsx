import { useEffect, useState } from 'react';
import { AutocompleteArrayInput } from 'react-admin';
import type { ProductTag } from '../../modules/shop/schemas';
import { fetchProductTags } from './api';

const TAGS_FAILED = 'Could not fetch product tags.';

type TagsState = { status: 'loading' } | { status: 'ready'; tags: ProductTag[] } | { status: 'error' };

/** The product tags (GET /api/shop/product_tags), fetched once per form. */
function useProductTags(): TagsState {
  const [state, setState] = useState<TagsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchProductTags().then(
      (tags) => live && setState({ status: 'ready', tags }),
      (error: unknown) => {
        console.error(TAGS_FAILED, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The SKU's tags: several product tags, picked by label. */
export function TagsInput() {
  const state = useProductTags();
  return (
    <AutocompleteArrayInput
      source="tags"
      label="Tags"
      choices={state.status === 'ready' ? state.tags : []}
      optionText="label"
      optionValue="id"
      isPending={state.status === 'loading'}
      helperText={state.status === 'error' ? TAGS_FAILED : 'The shelves this SKU is found on in the shop.'}
      fullWidth
    />
  );
}
