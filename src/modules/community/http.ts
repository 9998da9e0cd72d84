import { Router, type Request } from 'express';
import type { z } from 'zod';
import { requireActivated, requireMember } from '../../platform/http/auth';
import { memberKey, memberLimits, rateLimit } from '../../platform/http/rate-limit';
import { publicRead } from '../../platform/http/read-cache';
import { validate } from '../../platform/http/validate';
import { deleteComment, editComment, postComment } from './comments';
import { getComment, listComments } from './listing';
import { renderMarkdown } from './markdown';
import { reportComment } from './reports';
import {
  ArticleCommentsParams,
  CommentIdParams,
  CommentListQuery,
  CommentOneQuery,
  CommentVoteParams,
  EditCommentBody,
  PostCommentBody,
  PreviewCommentBody,
  ReportCommentBody,
  type CommentPreviewResponse,
} from './schemas';
import { castCommentVote, commentUserMetadata } from './votes';

/** The comments API of SPEC §7 under /api: reading is open to all, writing to signed-in members. */
export const communityRouter = Router();

/** A request part as its schema parsed it (validate() replaced it). */
const parsed = <S extends z.ZodType>(_schema: S, part: unknown) => part as z.infer<S>;
const commentId = (req: Request) => parsed(CommentIdParams, req.params).id;
const member = (req: Request) => req.user!.id;

// Per member, in Redis across processes: what a person never reaches and a script soon does
// (docs/decisions.md, "Per-member limits"). Posting needs an activated account; so do these.
const postLimits = memberLimits('comment-post', 5, 60);
const editLimits = memberLimits('comment-edit', 10, 60);
/** Likes and dislikes share one allowance. */
const voteLimits = memberLimits('comment-vote', 30, 300);
const reportLimits = memberLimits('comment-report', 5, 20);
const previewLimit = rateLimit({ name: 'comment-preview', windowMs: 60_000, limit: 60, key: memberKey });

/** Pages of comments, cached until a comment, its article or an author's name changes. */
const commentsRead = publicRead();

communityRouter.get('/article/comment', commentsRead, validate({ query: CommentListQuery }), async (req, res) => {
  res.json(await listComments(parsed(CommentListQuery, req.query)));
});

communityRouter.post('/article/comment', requireActivated, ...postLimits, validate({ body: PostCommentBody }), async (req, res) => {
  res.status(201).json(await postComment({ id: member(req), ip: req.ip ?? null }, req.body));
});

communityRouter.post('/article/comment/preview', requireMember, previewLimit, validate({ body: PreviewCommentBody }), (req, res) => {
  res.json({ body_html: renderMarkdown(req.body.body) } satisfies CommentPreviewResponse);
});

communityRouter.get('/article/comment/usermd/:id', validate({ params: ArticleCommentsParams }), async (req, res) => {
  res.json(await commentUserMetadata(req.user?.id ?? null, parsed(ArticleCommentsParams, req.params).id));
});

for (const kind of ['like', 'dislike'] as const) {
  communityRouter.post(`/article/comment/${kind}/:id/:on`, requireActivated, ...voteLimits, validate({ params: CommentVoteParams }), async (req, res) => {
    const { id, on } = parsed(CommentVoteParams, req.params);
    res.json(await castCommentVote(member(req), id, kind, on));
  });
}

communityRouter.post('/article/comment/report/:id', requireActivated, ...reportLimits, validate({ params: CommentIdParams, body: ReportCommentBody }), async (req, res) => {
  await reportComment(member(req), commentId(req), req.body.reason);
  res.json({ reported: true });
});

communityRouter.get('/article/comment/:id', commentsRead, validate({ params: CommentIdParams, query: CommentOneQuery }), async (req, res) => {
  res.json(await getComment(commentId(req), parsed(CommentOneQuery, req.query).sort_by));
});

communityRouter.put('/article/comment/:id', requireActivated, ...editLimits, validate({ params: CommentIdParams, body: EditCommentBody }), async (req, res) => {
  res.json(await editComment(member(req), commentId(req), req.body.body));
});

communityRouter.delete('/article/comment/:id', requireMember, validate({ params: CommentIdParams }), async (req, res) => {
  await deleteComment(member(req), commentId(req));
  res.status(204).end();
});
