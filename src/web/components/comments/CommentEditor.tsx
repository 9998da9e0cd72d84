import { Eye, PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { COMMENT_MAX_LENGTH, EditCommentBody } from '../../../modules/community/schemas';
import { ApiError } from '../../api/client';
import type { CommentResponse } from '../../api/comments';
import { authorLabel } from '../../lib/comments';
import { useFormSubmit, useZodForm } from '../../lib/form';
import { applyTool, TOOL_SHORTCUTS, type MarkdownTool } from '../../lib/markdown-tools';
import { useAuth } from '../../state/auth';
import { useLoginModal } from '../../state/login-modal';
import { Button } from '../ui/Button';
import s from './CommentEditor.module.css';
import c from './Comments.module.css';
import { CommentPreview } from './CommentPreview';
import { EditorToolbar } from './EditorToolbar';
import { replaceText } from './replace-text';
import { MUST_SIGN_IN, useEditComment, usePostComment } from './use-comment-actions';

/** A new comment on the article, a reply to a comment, or the member's own comment edited. */
export type EditorMode = { kind: 'new' } | { kind: 'reply'; parent: CommentResponse } | { kind: 'edit'; comment: CommentResponse };

interface CommentEditorProps {
  slug: string;
  mode: EditorMode;
  /** After a successful post or edit, with the comment as it now stands. */
  onDone?: (comment: CommentResponse) => void;
  /** Offered while replying or editing. */
  onCancel?: () => void;
}

/**
 * The comment editor (SPEC §4, §5, §9): Write and Preview, the markdown tools (and Ctrl/Cmd+B, I,
 * K, E; Ctrl/Cmd+Enter sends), 'Leave a comment...'. A blank comment gives 'Please enter a
 * comment.' under it, as does the server's reason for refusing one. A guest cannot type: clicking,
 * focusing or typing in it, a tool or the button asks them to sign in instead.
 */
export function CommentEditor({ slug, mode, onDone, onCancel }: CommentEditorProps) {
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const id = useId();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // A guest is asked once on focus: the focus coming back when the login modal closes asks no more.
  const askedOnFocus = useRef(false);

  const form = useZodForm(EditCommentBody, {
    defaultValues: { body: mode.kind === 'edit' ? mode.comment.body : '' },
    // A comment box left empty is not an error until it is sent.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const post = usePostComment(slug);
  const edit = useEditComment(slug);
  const submit = useFormSubmit(
    form,
    async ({ body }) => {
      const comment =
        mode.kind === 'edit'
          ? await edit.mutateAsync({ id: mode.comment.id, body })
          : (await post.mutateAsync({ body, parent: mode.kind === 'reply' ? mode.parent.id : null })).comment;
      form.reset({ body: '' });
      setPreviewing(null);
      onDone?.(comment);
    },
    {
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401) {
          submit.setFormError(null);
          loginModal.open();
        }
      },
    },
  );
  const error = form.formState.errors.body?.message ?? submit.formError;
  // An error shows where it can be read: back to Write.
  useEffect(() => {
    if (error) setPreviewing(null);
  }, [error]);

  const askToSignIn = () => {
    console.warn(MUST_SIGN_IN);
    loginModal.open();
  };

  const format = (tool: MarkdownTool) => {
    const el = textarea.current;
    if (!user) return askToSignIn();
    if (!el) return;
    const next = applyTool(tool, { value: el.value, start: el.selectionStart, end: el.selectionEnd });
    if (!replaceText(el, next)) {
      form.setValue('body', next.value);
      el.focus();
      el.setSelectionRange(next.start, next.end);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!user) {
      if (e.key !== 'Tab' && e.key !== 'Shift' && e.key !== 'Escape') {
        e.preventDefault();
        askToSignIn();
      }
      return;
    }
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      e.currentTarget.form?.requestSubmit();
      return;
    }
    const tool = TOOL_SHORTCUTS[e.key.toLowerCase()];
    if (tool && !e.shiftKey) {
      e.preventDefault();
      format(tool);
    }
  };

  const field = form.field('body');
  const label = mode.kind === 'reply' ? `Reply to ${authorLabel(mode.parent)}` : mode.kind === 'edit' ? 'Edit your comment' : 'Leave a comment';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <form
      className={`${s.editor}${mode.kind === 'new' ? '' : ` ${s.nested}`}`}
      noValidate
      onSubmit={(e) => {
        if (!user) {
          e.preventDefault();
          askToSignIn();
          return;
        }
        void submit.onSubmit(e);
      }}
    >
      <div className={s.bar}>
        <div role="group" aria-label="Editor view" className={s.views}>
          <button type="button" className={`${c.action} ${s.view}`} aria-pressed={previewing === null} onClick={() => setPreviewing(null)}>
            <PenLine aria-hidden="true" size={15} />
            Write
          </button>
          <button type="button" className={`${c.action} ${s.view}`} aria-pressed={previewing !== null} onClick={() => setPreviewing(form.getValues('body'))}>
            <Eye aria-hidden="true" size={15} />
            Preview
          </button>
        </div>
        <EditorToolbar onUse={format} hidden={previewing !== null} />
      </div>

      <label htmlFor={`${id}-body`} className="visually-hidden">
        {label}
      </label>
      <textarea
        {...field}
        ref={(el) => {
          field.ref(el);
          textarea.current = el;
        }}
        id={`${id}-body`}
        className={s.textarea}
        hidden={previewing !== null}
        rows={mode.kind === 'new' ? 4 : 3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Leave a comment..."
        readOnly={!user}
        autoFocus={mode.kind !== 'new'}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
        onMouseDown={(e) => {
          if (user) return;
          // Not focused by the click: the login modal takes the focus.
          e.preventDefault();
          askToSignIn();
        }}
        onFocus={() => {
          if (user || askedOnFocus.current) return;
          askedOnFocus.current = true;
          askToSignIn();
        }}
      />
      {previewing !== null && <CommentPreview body={previewing} />}

      <p id={errorId} className="field-error" role="alert" hidden={!error}>
        {error}
      </p>

      <div className={s.footer}>
        <p id={hintId} className={s.hint}>
          {user ? (
            'Markdown is supported.'
          ) : (
            <>
              Please{' '}
              <button type="button" className={s.signIn} onClick={() => loginModal.open()}>
                log in
              </button>{' '}
              to comment.
            </>
          )}
        </p>
        <div className={s.buttons}>
          {onCancel && (
            <Button variant="ghost" className="button-small" onClick={onCancel} disabled={submit.submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" className="button-small" busy={submit.submitting}>
            {mode.kind === 'edit' ? 'Save' : 'Comment'}
          </Button>
        </div>
      </div>
    </form>
  );
}
