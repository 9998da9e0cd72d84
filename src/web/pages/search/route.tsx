import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { KEYS } from '../../lib/storage-keys';
import styles from './Search.module.css';

type SearchType = 'shop' | 'articles';
const isType = (v: unknown): v is SearchType => v === 'shop' || v === 'articles';

function lastType(): SearchType {
  try {
    const v = localStorage.getItem(KEYS.searchType);
    return isType(v) ? v : 'shop';
  } catch {
    return 'shop';
  }
}

/** /search, /search/:keyword, /search/:search_type/:kw: the keyword for now; results come next. */
export function Component() {
  const params = useParams();
  const [query] = useSearchParams();
  const fromPath = isType(params.search_type) ? params.search_type : null;
  const type = fromPath ?? lastType();
  const keyword = (params.kw ?? params.keyword ?? query.get('keyword') ?? '').trim();

  useEffect(() => {
    // A type named in the path is a choice; remember it as the last one.
    if (fromPath) {
      try {
        localStorage.setItem(KEYS.searchType, fromPath);
      } catch {
        // Not remembered; the default applies next time.
      }
    }
  }, [fromPath]);

  return (
    <div className="page page-narrow">
      <PageHeading title="Search" />
      {keyword ? (
        <p className={styles.echo}>
          You searched {type === 'shop' ? 'the shop' : 'the articles'} for <q>{keyword}</q>. Search results are coming soon.
        </p>
      ) : (
        <p className="muted">Search from the header (the magnifying glass on a phone). Search results are coming soon.</p>
      )}
    </div>
  );
}
