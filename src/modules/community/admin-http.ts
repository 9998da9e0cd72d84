import { Router } from 'express';
import { z } from 'zod';
import { id } from '../../platform/contract';
import { raListRoute } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import { deleteAdminComment, getAdminComment, listAdminComments, updateAdminComment } from './admin-comments';
import { ADMIN_BAN_SORTS, banMember, getBan, liftBan, listBans } from './bans';
import { ADMIN_COMMENT_SORTS, AdminCommentUpdate, CommentBanBody } from './schemas';

/** The console's moderation (ra-data-simple-rest): comments and members barred from commenting, under /api/admin. */
export const communityAdminRouter = Router();

const IdParams = z.object({ id });
const idOf = (params: unknown) => (params as z.infer<typeof IdParams>).id;

communityAdminRouter.get('/comments', raListRoute('comments', ADMIN_COMMENT_SORTS, 'open_reports', listAdminComments));
communityAdminRouter.get('/comments/:id', validate({ params: IdParams }), async (req, res) => {
  res.json(await getAdminComment(idOf(req.params)));
});
communityAdminRouter.put('/comments/:id', validate({ params: IdParams, body: AdminCommentUpdate }), async (req, res) => {
  res.json(await updateAdminComment(idOf(req.params), req.body));
});
communityAdminRouter.delete('/comments/:id', validate({ params: IdParams }), async (req, res) => {
  res.json(await deleteAdminComment(idOf(req.params)));
});

communityAdminRouter.get('/comment-bans', raListRoute('comment-bans', ADMIN_BAN_SORTS, 'created_at', listBans));
communityAdminRouter.get('/comment-bans/:id', validate({ params: IdParams }), async (req, res) => {
  res.json(await getBan(idOf(req.params)));
});
communityAdminRouter.post('/comment-bans', validate({ body: CommentBanBody }), async (req, res) => {
  res.status(201).json(await banMember(req.body.user_id, req.body.reason, req.user!.id));
});
communityAdminRouter.delete('/comment-bans/:id', validate({ params: IdParams }), async (req, res) => {
  res.json(await liftBan(idOf(req.params)));
});
