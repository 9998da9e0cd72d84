import { useQuery } from '@tanstack/react-query';
import { MessageSquare, Share2, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { articleVotesQuery, type ArticleResponse } from '../../api/content';
import { countOf, shareLinks, type VoteKind } from '../../lib/articles';
import { useBrowserValue } from '../../lib/hydrated';
import { useAuth } from '../../state/auth';
import { useLoginModal } from '../../state/login-modal';
import s from './Article.module.css';
import { useArticleShare, useArticleVote } from './use-article-actions';

/**
 * Like and dislike (pressed when the reader's own; a visitor is asked to sign in), the share links
 * with the share count, and the comment count leading to the comments.
 */
export function ArticleActions({ article }: { article: ArticleResponse }) {
  const { user } = useAuth();
  const loginModal = useLoginModal();
  const ids = useId();
  const viewer = user?.id ?? null;
  const votes = useQuery({ ...articleVotesQuery(article.id, viewer ?? 0), enabled: viewer !== null });
  const marks = viewer !== null && votes.data ? votes.data : { liked: false, disliked: false };
  const vote = useArticleVote(article.id, viewer);
  const share = useArticleShare(article.id);

  const press = (kind: VoteKind) => {
    if (!user) {
      loginModal.open();
      return;
    }
    // One vote at a time: the next press waits for the answer (the buttons already show it).
    if (vote.isPending) return;
    vote.mutate({ kind, on: !(kind === 'like' ? marks.liked : marks.disliked) });
  };

  const origin = useBrowserValue(() => window.location.origin, '');
  const url = `${origin}/article/${encodeURIComponent(article.id)}`;
  return (
    <>
      <div className={s.actions}>
        <div role="group" aria-label="Rate this article" className={s.votes}>
          <button type="button" className={s.vote} aria-pressed={marks.liked} onClick={() => press('like')}>
            <ThumbsUp aria-hidden="true" size={18} />
            <span>Like</span>{' '}
            <span className={s.voteCount}>{article.likes}</span>
          </button>
          <button type="button" className={s.vote} aria-pressed={marks.disliked} onClick={() => press('dislike')}>
            <ThumbsDown aria-hidden="true" size={18} />
            <span>Dislike</span>{' '}
            <span className={s.voteCount}>{article.dislikes}</span>
          </button>
        </div>

        <div role="group" aria-labelledby={`${ids}-share`} className={s.share}>
          <span id={`${ids}-share`} className={s.shareLabel}>
            <Share2 aria-hidden="true" size={16} />
            Share
          </span>
          {shareLinks(url, article.title).map((link) => (
            <a
              key={link.network}
              href={link.href}
              className={s.shareLink}
              aria-label={link.label}
              // A mail link opens the mail program; a new tab would stay empty.
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              onClick={() => share.mutate()}
            >
              {NETWORK_NAMES[link.network]}
            </a>
          ))}
          <span className={s.shareCount}>{countOf(article.shares, 'share')}</span>
        </div>

        <a href="#comments" className={s.commentsLink}>
          <MessageSquare aria-hidden="true" size={18} />
          {countOf(article.num_comments, 'comment')}
        </a>
      </div>
      <p className={s.voteError} role="status">
        {vote.isError && !(vote.error instanceof ApiError && vote.error.status === 401) ? voteFailure(vote.error) : ''}
      </p>
    </>
  );
}

/** Why a vote did not count: the server's reason when it refused (403: not activated), else a plain line. */
const voteFailure = (err: Error) =>
  err instanceof ApiError && err.status === 403 ? err.message : `We could not record your vote. ${errorMessage(err, '')}`.trim();

const NETWORK_NAMES = { facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', email: 'Email' } as const;
