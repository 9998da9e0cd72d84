import { useMemo, useState } from 'react';
import type { CommentSort } from '../../api/comments';
import { countOf } from '../../lib/articles';
import { DEFAULT_COMMENT_SORT } from '../../lib/comments';
import { CommentEditor } from './CommentEditor';
import { CommentList } from './CommentList';
import s from './Comments.module.css';
import { SortComments } from './SortComments';
import { ThreadContext } from './thread-context';

/** The article page's comments: their count and order, the editor for a new comment, then the threads. */
export function ArticleComments({ slug, count, titleId }: { slug: string; count: number; titleId: string }) {
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const thread = useMemo(() => ({ slug, sort }), [slug, sort]);
  return (
    <ThreadContext value={thread}>
      <div className={s.sectionHead}>
        <h2 id={titleId} className={s.title}>
          Comments
        </h2>
        <span className={s.total}>{countOf(count, 'comment')}</span>
        <SortComments value={sort} onChange={setSort} />
      </div>
      <CommentEditor slug={slug} mode={{ kind: 'new' }} />
      <CommentList slug={slug} sort={sort} />
    </ThreadContext>
  );
}
