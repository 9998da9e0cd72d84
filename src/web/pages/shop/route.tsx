import { BookOpen } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { site } from '../../site';

/** /, /shop, /shop/search and /shop/search/:keyword share this page; the catalogue fills it next. */
export function Component() {
  const { keyword: fromPath } = useParams();
  const [query] = useSearchParams();
  const keyword = (fromPath ?? query.get('keyword') ?? '').trim();

  return (
    <div className="page">
      <PageHeading title="Shop" eyebrow={site.name}>
        <p>Books and services, chosen with care.</p>
      </PageHeading>
      {keyword && (
        <p className="search-echo">
          Searching the shop for <q>{keyword}</q>.
        </p>
      )}
      <section className="empty-state empty-state-wide" aria-labelledby="catalog-soon">
        <BookOpen aria-hidden="true" size={40} strokeWidth={1.25} />
        <h2 id="catalog-soon">The shelves are being arranged</h2>
        <p>Featured books, this month&rsquo;s most popular titles and the full catalogue will appear here soon.</p>
        <p>
          <Link to={`/article/${site.introSlug}`}>Read the introduction</Link> while you wait.
        </p>
      </section>
    </div>
  );
}
