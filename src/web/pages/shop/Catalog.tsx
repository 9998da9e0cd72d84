import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { productTagsQuery } from '../../api/shop';
import { CatalogueResults } from '../../components/shop/CatalogueResults';
import { AdvancedTags, AdvancedToggle, KeywordField, SortField } from '../../components/shop/SearchControls';
import { SORT_OPTIONS, catalogueSearch, parseCatalogueQuery, type CatalogueState } from '../../lib/shop';
import s from './Catalog.module.css';

/** How long the keyword filter waits after the last keystroke before it searches. */
const KEYWORD_DELAY = 400;

/**
 * Browse Catalog: sort, keyword filter, the Advanced Search tag finder, 'Found: N matches' and the
 * results 10 at a time by infinite scroll. The filters live in the URL query (keyword, sort, tag)
 * both ways, so reload, back and forward keep them. `leading` when it opens the page (the search paths).
 */
export function Catalog({ leading }: { leading: boolean }) {
  const { keyword: pathKeyword } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseCatalogueQuery(searchParams, pathKeyword), [searchParams, pathKeyword]);
  const ids = useId();

  // Writing the filters to the URL. A keyword in the path (/shop/search/:keyword) moves to the query.
  const latest = useRef({ state, pathKeyword, pathname: location.pathname });
  useEffect(() => {
    latest.current = { state, pathKeyword, pathname: location.pathname };
  });
  const apply = (patch: Partial<CatalogueState>, replace = false) => {
    const { state: current, pathKeyword: inPath, pathname } = latest.current;
    const next = { ...current, ...patch };
    if (catalogueSearch(next) === catalogueSearch(current) && inPath === undefined) return;
    navigate({ pathname: inPath !== undefined ? '/shop/search' : pathname, search: catalogueSearch(next) }, { replace, preventScrollReset: true });
  };

  // The keyword field: its own text while typing; the URL is written 400 ms after the last key,
  // as one history entry per burst of typing. Back and forward write the field back.
  const [text, setText] = useState(state.keyword);
  const [committed, setCommitted] = useState(state.keyword);
  const [urlKeyword, setUrlKeyword] = useState(state.keyword);
  if (state.keyword !== urlKeyword) {
    // The URL's keyword changed: by our own commit (the field already shows it) or by back/forward.
    setUrlKeyword(state.keyword);
    if (state.keyword !== committed) {
      setCommitted(state.keyword);
      setText(state.keyword);
    }
  }
  const typing = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const commitKeyword = (value: string) => {
    window.clearTimeout(timer.current);
    setCommitted(value.trim());
    apply({ keyword: value.trim() }, typing.current);
    typing.current = true;
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    commitKeyword(text);
    typing.current = false;
  };

  // Advanced Search: open from the start when the URL names tags.
  const [advanced, setAdvanced] = useState(state.tags.length > 0);
  const tags = useQuery({ ...productTagsQuery(), enabled: advanced || state.tags.length > 0 });
  const setTags = (next: number[]) => apply({ tags: next });

  return (
    <section className={s.catalog} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={s.title}>
        Browse Catalog
      </h2>

      <form className={s.controls} role="search" aria-label="Filter the catalogue" onSubmit={onSubmit}>
        <KeywordField
          id={`${ids}-keyword`}
          label="Filter items"
          placeholder="Filter items..."
          value={text}
          onChange={(e) => {
            const value = e.target.value;
            setText(value);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => commitKeyword(value), KEYWORD_DELAY);
          }}
          onBlur={() => {
            typing.current = false;
          }}
        />
        <SortField id={`${ids}-sort`} value={state.sort} options={SORT_OPTIONS} onChange={(sort) => apply({ sort })} />
        <AdvancedToggle open={advanced} controls={`${ids}-advanced`} onToggle={() => setAdvanced((a) => !a)} />
      </form>

      <AdvancedTags id={`${ids}-advanced`} open={advanced} tags={tags} chosen={state.tags} onChange={setTags} noun="Books" />

      <CatalogueResults keyword={state.keyword} tags={state.tags} sort={state.sort} label="Catalogue results" leading={leading} />
    </section>
  );
}
