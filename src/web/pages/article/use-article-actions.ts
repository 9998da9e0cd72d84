import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { shareArticle, voteArticle, type ArticleResponse } from '../../api/content';
import { keys } from '../../api/keys';
import { applyVote, type VoteKind } from '../../lib/articles';
import { useLoginModal } from '../../state/login-modal';
import type { ArticleUserDetails } from '../../../modules/content/schemas';

const NO_MARKS: ArticleUserDetails = { liked: false, disliked: false };

/**
 * Liking and disliking an article (SPEC §4, as for comments): mutually exclusive, pressing again
 * undoes, shown at once and rolled back if the server refuses. The server's answer then sets the
 * counts and marks; lists showing the article's likes are fetched afresh when next shown.
 */
export function useArticleVote(slug: string, viewer: number | null) {
  const client = useQueryClient();
  const loginModal = useLoginModal();
  const detailKey = keys.articles.detail(slug);
  const votesKey = keys.articles.votes(slug, viewer ?? 0);
  return useMutation({
    mutationFn: ({ kind, on }: { kind: VoteKind; on: boolean }) => voteArticle(slug, kind, on),
    onMutate: async ({ kind, on }) => {
      await Promise.all([client.cancelQueries({ queryKey: detailKey }), client.cancelQueries({ queryKey: votesKey })]);
      const article = client.getQueryData<ArticleResponse>(detailKey);
      const marks = client.getQueryData<ArticleUserDetails>(votesKey);
      if (article) {
        const next = applyVote({ likes: article.likes, dislikes: article.dislikes, ...(marks ?? NO_MARKS) }, kind, on);
        client.setQueryData<ArticleResponse>(detailKey, { ...article, likes: next.likes, dislikes: next.dislikes });
        client.setQueryData<ArticleUserDetails>(votesKey, { liked: next.liked, disliked: next.disliked });
      }
      return { article, marks };
    },
    onError: (err, { kind }, before) => {
      if (before?.article) client.setQueryData(detailKey, before.article);
      client.setQueryData(votesKey, before?.marks ?? NO_MARKS);
      // Signed out elsewhere meanwhile: ask to sign in again. Anything else shows under the buttons.
      if (err instanceof ApiError && err.status === 401) loginModal.open();
      else console.error(`Could not ${kind} the article.`, err);
    },
    onSuccess: ({ likes, dislikes, shares, liked, disliked }) => {
      client.setQueryData<ArticleResponse>(detailKey, (old) => (old ? { ...old, likes, dislikes, shares } : old));
      client.setQueryData<ArticleUserDetails>(votesKey, { liked, disliked });
      void client.invalidateQueries({ queryKey: keys.articles.searches, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: keys.volumes.all, refetchType: 'none' });
    },
  });
}

/** Counting a share: the link itself opens the network's page; the count follows the server. */
export function useArticleShare(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => shareArticle(slug),
    onSuccess: ({ likes, dislikes, shares }) => {
      client.setQueryData<ArticleResponse>(keys.articles.detail(slug), (old) => (old ? { ...old, likes, dislikes, shares } : old));
    },
    onError: (err) => console.error('Could not count the share.', err),
  });
}
