import { MessageSquare, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ArticleSummary } from '../../api/content';
import { articleHref, articleTagHref, authorName, countOf, volumeHref } from '../../lib/articles';
import { useReaderTimeZone } from '../../lib/hydrated';
import { fullDate, relativeAge } from '../../lib/relative-age';
import { SkeletonLine } from '../shop/Skeleton';
import { TagLinks } from '../TagLinks';
import s from './ArticleEntry.module.css';

/** A tag leads to the search for its articles; a volume's tag to the volume's page. */
export const tagHref = (tag: ArticleSummary['tags'][number]) => (tag.tag_type === 'volume' ? volumeHref(tag.name) : articleTagHref(tag.id));

interface ArticleEntryProps {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** The time `published_at` is measured from (the list's render). */
  now?: number;
}

/**
 * An article in a list: its title (the link), subtitle, author and age, a search's highlighted
 * passage when there is one, its tags, likes and comments.
 */
export function ArticleEntry({ article, headingLevel = 2, now = Date.now() }: ArticleEntryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const published = article.published_at ?? article.created_at;
  const timeZone = useReaderTimeZone();
  return (
    <article className={s.entry}>
      <Heading className={s.title}>
        <Link to={articleHref(article.id)}>{article.title}</Link>
      </Heading>
      {article.subtitle && <p className={s.subtitle}>{article.subtitle}</p>}
      <p className={s.meta}>
        <span>By {authorName(article.author)}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={published} title={fullDate(new Date(published), timeZone)}>
          {relativeAge(published, now, timeZone)}
        </time>
      </p>
      {article.snippet ? (
        // The server's snippet: escaped text with <mark> around the matched words.
        <p className={s.snippet} dangerouslySetInnerHTML={{ __html: article.snippet }} />
      ) : (
        article.headline && <p className={s.snippet}>{article.headline}</p>
      )}
      <div className={s.footer}>
        <TagLinks tags={article.tags} hrefOf={tagHref} label={`Tags of ${article.title}`} size="small" />
        <p className={s.counts}>
          <span>
            <ThumbsUp aria-hidden="true" size={15} />
            {countOf(article.likes, 'like')}
          </span>
          <Link to={`${articleHref(article.id)}#comments`} className={s.comments}>
            <MessageSquare aria-hidden="true" size={15} />
            {countOf(article.num_comments, 'comment')}
            <span className="visually-hidden"> on {article.title}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}

/** Grey entries of the real ones' size while a list loads. */
export function ArticleEntrySkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`skeleton-${i}`} aria-hidden="true">
      <div className={`${s.entry} ${s.skeleton}`}>
        <span className={s.skeletonTitle}>
          <SkeletonLine width="short" />
        </span>
        <SkeletonLine width="shorter" />
        <SkeletonLine />
        <SkeletonLine width="short" />
      </div>
    </li>
  ));
}
