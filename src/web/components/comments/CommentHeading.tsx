import { ShieldCheck } from 'lucide-react';
import type { CommentResponse } from '../../api/comments';
import { authorLabel, wasEdited } from '../../lib/comments';
import { useReaderTimeZone } from '../../lib/hydrated';
import { fullDate, relativeAge } from '../../lib/relative-age';
import s from './Comments.module.css';

const dateTime = (iso: string, timeZone: 'UTC' | undefined) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone });

/** Who wrote it (an Administrator badge, "You" on the reader's own), how long ago, and whether it was edited. */
export function CommentHeading({ comment, mine, authorId }: { comment: CommentResponse; mine: boolean; authorId: string }) {
  // The server's HTML and its hydration show the date in UTC (an age counted on two clocks would
  // differ, and React would throw the page's HTML away); once live, the age in the reader's zone.
  const timeZone = useReaderTimeZone();
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
      <time className={s.age} dateTime={comment.created_at} title={dateTime(comment.created_at, timeZone)}>
        {timeZone ? fullDate(new Date(comment.created_at), timeZone) : relativeAge(comment.created_at)}
      </time>
      {wasEdited(comment) && (
        <span className={s.age} title={`Edited ${dateTime(comment.updated_at, timeZone)}`}>
          (edited)
        </span>
      )}
    </header>
  );
}
