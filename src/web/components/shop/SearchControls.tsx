import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronDown, Search } from 'lucide-react';
import { lazy, Suspense, type InputHTMLAttributes } from 'react';
import type { ProductTag } from '../../api/shop';
import { ListError } from './ListStates';
import { ChosenTags } from './ChosenTags';
import s from './SearchControls.module.css';

// The pieces of a search form the shop's Browse Catalog and the search page share.

// The tag finder comes once Advanced Search is opened: most searches never open it.
const TagFinder = lazy(() => import('./TagFinder').then((m) => ({ default: m.TagFinder })));

interface KeywordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  /** The field's accessible name (the placeholder says the rest). */
  label: string;
}

/** A keyword box with a magnifying glass. */
export function KeywordField({ id, label, className, ...input }: KeywordFieldProps) {
  return (
    <div className={`field ${s.keyword}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search aria-hidden="true" size={18} className={s.keywordIcon} />
      <input id={id} type="search" name="keyword" autoComplete="off" maxLength={200} {...input} />
    </div>
  );
}

interface SortFieldProps<T extends string> {
  id: string;
  value: T;
  options: ReadonlyArray<{ id: T; label: string }>;
  onChange: (value: T) => void;
}

export function SortField<T extends string>({ id, value, options, onChange }: SortFieldProps<T>) {
  return (
    <div className={`field ${s.sort}`}>
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Advanced Search button that shows and hides the tag finder (`controls`: the panel's id). */
export function AdvancedToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button type="button" className={`button button-ghost ${s.advancedToggle}`} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <span>Advanced Search</span>
      <ChevronDown aria-hidden="true" size={18} className={s.disclosureIcon} />
    </button>
  );
}

interface AdvancedTagsProps {
  id: string;
  open: boolean;
  /** The tags to find among (product tags or article tags), loaded while the panel is open or tags are chosen. */
  tags: Pick<UseQueryResult<ProductTag[]>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** What the tags narrow: 'Books', 'Articles'. */
  noun: string;
}

/** The Advanced Search panel (the tag finder), then the chosen tags, which stay visible when it is closed. */
export function AdvancedTags({ id, open, tags, chosen, onChange, noun }: AdvancedTagsProps) {
  return (
    <>
      <div id={id} className={s.advanced} hidden={!open}>
        {open &&
          (tags.isError ? (
            <ListError message="Could not fetch product tags." onRetry={() => void tags.refetch()} retrying={tags.isFetching} />
          ) : (
            <Suspense fallback={null}>
              <TagFinder tags={tags.data ?? null} chosen={chosen} onChange={onChange} />
            </Suspense>
          ))}
        <p className={`muted small ${s.hint}`}>{noun} must carry every tag you choose. Double-click a tag to remove it.</p>
      </div>
      <ChosenTags tags={tags.data ?? null} chosen={chosen} onChange={onChange} />
    </>
  );
}
