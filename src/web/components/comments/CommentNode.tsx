import { Flag, Pencil, Reply, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { CommentResponse } from '../../api/comments';
import { authorLabel, stubText } from '../../lib/comments';
import { useAuth } from '../../state/auth';
import { useLoginModal } from '../../state/login-modal';
import { CommentDialogs, type CommentDialog } from './CommentDialogs';
import { CommentEditor } from './CommentEditor';
import { CommentHeading } from './CommentHeading';
import { CommentMenu, type MenuItem } from './CommentMenu';
import { CommentText } from './CommentText';
import { CommentVotes } from './CommentVotes';
import { focusComment } from './focus-comment';
import s from './Comments.module.css';
import { Replies } from './Replies';
import { useThread } from './thread-context';
import { MUST_SIGN_IN } from './use-comment-actions';

/**
 * One comment and the thread under it (SPEC §4 Comment): read, being replied to or being edited
 * (one at a time, each with Cancel); its replies collapse and expand. A stub (deleted or hidden,
 * kept for its replies) says so in place of its text and offers nothing but its replies.
 * `level` counts from the page's top comments (0).
 */
export function CommentNode({ comment, level }: { comment: CommentResponse; level: number }) {
  const { slug } = useThread();
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const ids = useId();
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const [expanded, setExpanded] = useState(true);
  const [dialog, setDialog] = useState<CommentDialog | null>(null);
  // The dialogs are made when first needed, then kept, so closing one can return the focus.
  const [dialogsMade, setDialogsMade] = useState(false);

  const stub = stubText(comment);
  const mine = !!user && !stub && comment.username === user.username;
  const author = authorLabel(comment);

  const backToReading = () => {
    setMode('read');
    focusComment(comment.id);
  };
  const openDialog = (which: CommentDialog) => {
    setDialogsMade(true);
    setDialog(which);
  };
  const menu: MenuItem[] = [
    {
      label: 'Report',
      icon: Flag,
      // SPEC §8: a guest's report is only logged.
      onSelect: () => (user ? openDialog('report') : console.warn(MUST_SIGN_IN)),
    },
    ...(mine
      ? [
          { label: 'Edit', icon: Pencil, onSelect: () => setMode('edit') },
          { label: 'Delete', icon: Trash2, onSelect: () => openDialog('delete') },
        ]
      : []),
  ];

  return (
    <article className={s.comment} id={`comment-${comment.id}`} aria-labelledby={`${ids}-author`}>
      <CommentHeading comment={comment} mine={mine} authorId={`${ids}-author`} />

      {stub ? (
        <p className={s.stub}>{stub}</p>
      ) : mode === 'edit' ? (
        <CommentEditor slug={slug} mode={{ kind: 'edit', comment }} onDone={backToReading} onCancel={backToReading} />
      ) : (
        <CommentText html={comment.body_html} />
      )}

      <div className={s.actions}>
        {!stub && (
          <>
            <CommentVotes slug={slug} comment={comment} />
            <button
              type="button"
              className={s.action}
              aria-expanded={mode === 'reply'}
              onClick={() => {
                if (!user) {
                  console.warn(MUST_SIGN_IN);
                  loginModal.open();
                } else setMode((m) => (m === 'reply' ? 'read' : 'reply'));
              }}
            >
              <Reply aria-hidden="true" size={16} />
              Reply
            </button>
          </>
        )}
        {!stub && <CommentMenu label={`More actions on ${author}'s comment`} items={menu} />}
      </div>

      {mode === 'reply' && (
        <CommentEditor
          slug={slug}
          mode={{ kind: 'reply', parent: comment }}
          onDone={(reply) => {
            setMode('read');
            setExpanded(true);
            focusComment(reply.id);
          }}
          onCancel={backToReading}
        />
      )}

      <Replies comment={comment} level={level} expanded={expanded} onToggle={() => setExpanded((e) => !e)} />

      {dialogsMade && <CommentDialogs slug={slug} comment={comment} open={dialog} onClose={() => setDialog(null)} />}
    </article>
  );
}
