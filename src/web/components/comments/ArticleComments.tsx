import { useId, useMemo, useState } from 'react';
import type { CommentSort } from '../../api/comments';
import { countOf } from '../../lib/articles';
import { COMMENT_SORT_OPTIONS, DEFAULT_COMMENT_SORT } from '../../lib/comments';
import { SortField } from '../shop/SearchControls';
import { CommentEditor } from './CommentEditor';
import { CommentList } from './CommentList';
import s from './Comments.module.css';
import { ThreadContext } from './thread-context';

/** The article page's comments: their count and order, the editor for a new comment, then the threads. */
export function ArticleComments({ slug, count, titleId }: { slug: string; count: number; titleId: string }) {
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const sortId = useId();
  const thread = useMemo(() => ({ slug, sort }), [slug, sort]);
  return (
    <ThreadContext value={thread}>
      <div className={s.sectionHead}>
        <h2 id={titleId} className={s.title}>
          Comments
        </h2>
        <span className={s.total}>{countOf(count, 'comment')}</span>
        <SortField id={sortId} value={sort} options={COMMENT_SORT_OPTIONS} onChange={setSort} />
      </div>
      <CommentEditor slug={slug} mode={{ kind: 'new' }} />
      <CommentList slug={slug} sort={sort} />
    </ThreadContext>
  );
}
