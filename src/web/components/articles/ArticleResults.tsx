import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { articleSearchQuery, type ArticleFilters } from '../../api/content';
import { ARTICLE_PAGE_SIZE } from '../../lib/articles';
import { foundText } from '../../lib/shop';
import { useInfiniteList } from '../../lib/use-infinite-list';
import { Corrected, InfiniteResultsList } from '../shop/ListStates';
import { ArticleEntry, ArticleEntrySkeletons } from './ArticleEntry';
import s from './ArticleResults.module.css';

interface ArticleResultsProps {
  filters: ArticleFilters;
  /** The list's accessible name. */
  label: string;
  /** Shows 'Found: N matches' (announced) above the list. */
  counted?: boolean;
  empty: ReactNode;
  /** The entries' heading level (2 under the page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3;
}

/**
 * Articles from POST /article/search/f, 10 at a time by infinite scroll: the article list and the
 * search page's Articles tab. A corrected keyword says what was searched instead. The last answer
 * stays on screen while a new one loads.
 */
export function ArticleResults({ filters, label, counted = false, empty, headingLevel = 2 }: ArticleResultsProps) {
  const results = useInfiniteQuery({ ...articleSearchQuery(filters), placeholderData: keepPreviousData });
  const pages = results.data?.pages ?? [];
  const seen = new Set<string>();
  const items = pages.flatMap((p) => p.articles).filter((a) => !seen.has(a.id) && !!seen.add(a.id));
  const first = results.isPlaceholderData ? undefined : pages[0];
  const total = first ? first.total : null;
  const list = useInfiniteList(results, items.length, first?.total_estimated ? null : total);
  // Ages are counted from when the answer came, so a server render and its hydration agree.
  const now = results.dataUpdatedAt || Date.now();

  return (
    <>
      {counted && (
        <p className={s.count} role="status">
          {total !== null ? foundText(total, first?.total_estimated) : results.isFetching ? 'Searching…' : ''}
        </p>
      )}
      <Corrected words={first?.corrected} />

      <InfiniteResultsList
        results={results}
        list={list}
        items={items}
        keyOf={(article) => article.id}
        render={(article) => <ArticleEntry article={article} headingLevel={headingLevel} now={now} />}
        label={label}
        className={s.list}
        firstSkeletons={<ArticleEntrySkeletons count={3} />}
        moreSkeletons={<ArticleEntrySkeletons count={2} />}
        pageSize={ARTICLE_PAGE_SIZE}
        words={{ load: 'the articles', more: 'more articles', end: 'every article' }}
        empty={empty}
      />
    </>
  );
}
