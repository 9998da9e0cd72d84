import { ShieldCheck } from 'lucide-react';
import type { CommentResponse } from '../../api/comments';
import { authorLabel, wasEdited } from '../../lib/comments';
import { relativeAge } from '../../lib/relative-age';
import s from './Comments.module.css';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** Who wrote it (an Administrator badge, "You" on the reader's own), how long ago, and whether it was edited. */
export function CommentHeading({ comment, mine, authorId }: { comment: CommentResponse; mine: boolean; authorId: string }) {
  return (
    <header className={s.head}>
      <span id={authorId} className={comment.username ? s.author : s.gone}>
        {authorLabel(comment)}
      </span>
      {comment.author_is_admin && (
        <span className={s.badge}>
          <ShieldCheck aria-hidden="true" size={13} />
          Administrator
        </span>
      )}
      {mine && <span className={`${s.badge} ${s.you}`}>You</span>}
      <time className={s.age} dateTime={comment.created_at} title={dateTime(comment.created_at)}>
        {relativeAge(comment.created_at)}
      </time>
      {wasEdited(comment) && (
        <span className={s.age} title={`Edited ${dateTime(comment.updated_at)}`}>
          (edited)
        </span>
      )}
    </header>
  );
}
