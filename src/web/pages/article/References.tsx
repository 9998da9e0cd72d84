import type { ArticleResponse } from '../../api/content';
import { bareDoi, doiHref } from '../../lib/articles';
import s from './Article.module.css';

/** The article's references: author, title (linked when it has an address), publisher, date and DOI. */
export function References({ references }: { references: ArticleResponse['references'] }) {
  if (!references.length) return null;
  return (
    <section className={s.references} aria-labelledby="references-title">
      <h2 id="references-title">References</h2>
      <ol>
        {references.map((r) => (
          <li key={r.id}>
            <span className={s.refAuthor}>{r.author}</span>
            {'. '}
            <cite>
              {r.title_href ? (
                <a href={r.title_href} rel="noopener noreferrer">
                  {r.title}
                </a>
              ) : (
                r.title
              )}
            </cite>
            {'. '}
            {[r.publisher, r.publication_date].filter(Boolean).join(', ')}
            {(r.publisher || r.publication_date) && '. '}
            {r.doi && (
              <a href={doiHref(r.doi)} rel="noopener noreferrer" className={s.doi}>
                doi:{bareDoi(r.doi)}
              </a>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
