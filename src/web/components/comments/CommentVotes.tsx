import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { CommentResponse } from '../../api/comments';
import { marksOf } from '../../lib/comments';
import s from './Comments.module.css';
import { useCommentMarks, useCommentVote } from './use-comment-actions';

/** Like and Dislike with their counts, pressed when they are the reader's own (SPEC §4). */
export function CommentVotes({ slug, comment }: { slug: string; comment: CommentResponse }) {
  const marks = marksOf(useCommentMarks(slug), comment.id);
  const vote = useCommentVote(slug);
  return (
    <>
      <button type="button" className={s.action} aria-pressed={marks.liked} onClick={() => vote(comment, 'like')}>
        <ThumbsUp aria-hidden="true" size={16} />
        <span className="visually-hidden">Like</span>{' '}
        <span className={s.count}>{comment.likes}</span>
      </button>
      <button type="button" className={s.action} aria-pressed={marks.disliked} onClick={() => vote(comment, 'dislike')}>
        <ThumbsDown aria-hidden="true" size={16} />
        <span className="visually-hidden">Dislike</span>{' '}
        <span className={s.count}>{comment.dislikes}</span>
      </button>
    </>
  );
}
