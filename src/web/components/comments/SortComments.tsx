import { useId } from 'react';
import type { CommentSort } from '../../api/comments';
import { COMMENT_SORT_OPTIONS } from '../../lib/comments';
import { SortField } from '../shop/SearchControls';
import s from './Comments.module.css';

/** Highest Rated or New (SPEC §9), its label beside it. */
export function SortComments({ value, onChange }: { value: CommentSort; onChange: (sort: CommentSort) => void }) {
  return (
    <div className={s.sort}>
      <SortField id={useId()} value={value} options={COMMENT_SORT_OPTIONS} onChange={onChange} />
    </div>
  );
}
