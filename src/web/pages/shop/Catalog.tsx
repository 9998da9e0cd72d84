import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { countCatalogue, getProductTags, listCatalogue } from '../../api/shop';
import { EmptyResults, ListError } from '../../components/shop/ListStates';
import { ProductCard, ProductCardSkeletons } from '../../components/shop/ProductCard';
import { ChosenTags, TagFinder } from '../../components/shop/TagFinder';
import { Spinner } from '../../components/ui/Spinner';
import { PAGE_SIZE, SORT_OPTIONS, catalogueSearch, parseCatalogueQuery, type CatalogueState } from '../../lib/shop';
import { useLoad, useSentinel } from '../../lib/use-load';
import { usePaged } from '../../lib/use-paged';

/** How long the keyword filter waits after the last keystroke before it searches. */
const KEYWORD_DELAY = 400;

/**
 * Browse Catalog: sort, keyword filter, the Advanced Search tag finder, 'Found: N matches' and the
 * results 10 at a time by infinite scroll. The filters live in the URL query (keyword, sort, tag)
 * both ways, so reload, back and forward keep them.
 */
export function Catalog() {
  const { keyword: pathKeyword } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseCatalogueQuery(searchParams, pathKeyword), [searchParams, pathKeyword]);
  const key = catalogueSearch(state);
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
  const committed = useRef(state.keyword);
  const typing = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (state.keyword !== committed.current) {
      committed.current = state.keyword;
      setText(state.keyword);
    }
  }, [state.keyword]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const commitKeyword = (value: string) => {
    window.clearTimeout(timer.current);
    committed.current = value.trim();
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
  const tags = useLoad(advanced || state.tags.length > 0 ? 'tags' : null, (signal) => getProductTags({ signal }).then((r) => r.tags));
  const allTags = tags.status === 'ready' ? tags.data : null;
  const setTags = (next: number[]) => apply({ tags: next });

  const count = useLoad(key, (signal) => countCatalogue({ keyword: state.keyword || undefined, tags: state.tags }, { signal }).then((r) => r.count));
  const results = usePaged(
    key,
    (offset, signal) =>
      listCatalogue({ keyword: state.keyword || undefined, sort_by: state.sort, tags: state.tags, offset }, { signal }).then((r) => r.skus),
    PAGE_SIZE,
  );
  const total = count.status === 'ready' ? count.data : null;
  const done = results.done || (total !== null && results.items.length >= total);
  const canLoadMore = results.status === 'idle' && !done && results.items.length > 0;
  const sentinel = useRef<HTMLDivElement>(null);
  useSentinel(sentinel, canLoadMore, results.items.length, results.loadMore);

  const firstLoad = results.status === 'loading' && results.items.length === 0;
  const empty = results.status === 'idle' && results.items.length === 0;

  return (
    <section className="shop-section catalog" aria-labelledby={`${ids}-title`}>
      <header className="shop-section-head">
        <h2 id={`${ids}-title`}>Browse Catalog</h2>
      </header>

      <form className="catalog-controls" role="search" aria-label="Filter the catalogue" onSubmit={onSubmit}>
        <div className="field catalog-keyword">
          <label htmlFor={`${ids}-keyword`} className="visually-hidden">
            Filter items
          </label>
          <Search aria-hidden="true" size={18} className="catalog-keyword-icon" />
          <input
            id={`${ids}-keyword`}
            type="search"
            name="keyword"
            placeholder="Filter items..."
            autoComplete="off"
            maxLength={200}
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
        </div>
        <div className="field catalog-sort">
          <label htmlFor={`${ids}-sort`}>Sort by</label>
          <select id={`${ids}-sort`} value={state.sort} onChange={(e) => apply({ sort: e.target.value as CatalogueState['sort'] })}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-ghost catalog-advanced-toggle"
          aria-expanded={advanced}
          aria-controls={`${ids}-advanced`}
          onClick={() => setAdvanced((a) => !a)}
        >
          <span>Advanced Search</span>
          <ChevronDown aria-hidden="true" size={18} className="disclosure-icon" />
        </button>
      </form>

      <div id={`${ids}-advanced`} className="catalog-advanced" hidden={!advanced}>
        {advanced &&
          (tags.status === 'error' ? (
            <ListError what="product tags" onRetry={tags.retry} />
          ) : (
            <TagFinder tags={allTags} chosen={state.tags} onChange={setTags} />
          ))}
        <p className="muted small catalog-advanced-hint">Books must carry every tag you choose. Double-click a tag to remove it.</p>
      </div>
      <ChosenTags tags={allTags} chosen={state.tags} onChange={setTags} />

      <p className="catalog-count" role="status">
        {total === null ? (count.status === 'loading' ? 'Counting…' : '') : `Found: ${total} ${total === 1 ? 'match' : 'matches'}`}
      </p>

      {results.status === 'error' && results.items.length === 0 ? (
        <ListError what="catalogue" onRetry={results.retry} />
      ) : empty ? (
        <EmptyResults>{emptyText(state)}</EmptyResults>
      ) : (
        <ul className="product-grid" aria-label="Catalogue results" aria-busy={results.status === 'loading' || undefined}>
          {results.items.map((sku) => (
            <li key={sku.id}>
              <ProductCard sku={sku} />
            </li>
          ))}
          {results.status === 'loading' && <ProductCardSkeletons count={firstLoad ? PAGE_SIZE : 4} />}
        </ul>
      )}

      <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" />
      {results.status === 'error' && results.items.length > 0 && <ListError what="next page" onRetry={results.retry} />}
      {results.items.length > 0 && !done && results.status !== 'error' && (
        <p className="load-more">
          <button type="button" className="button button-secondary" onClick={results.loadMore} disabled={results.status === 'loading'} aria-busy={results.status === 'loading' || undefined}>
            {results.status === 'loading' && <Spinner size={16} />}
            <span>Load more</span>
          </button>
        </p>
      )}
      {done && results.items.length > PAGE_SIZE && <p className="muted small list-end">That is every match.</p>}
    </section>
  );
}

function emptyText(state: CatalogueState): string {
  if (state.keyword) return `No books match "${state.keyword}". Try fewer words or remove a tag.`;
  if (state.tags.length) return 'No books carry all of these tags. Try removing a tag.';
  return 'The catalogue has no books yet. Please come back soon.';
}
