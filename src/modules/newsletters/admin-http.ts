import { Router } from 'express';
import { madeElsewhere, raListRoute } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import { SEND_SORTS, cancelSend, getSend, listSends, pauseSend, resumeSend, sendTest } from './admin-sends';
import { publishPreview } from './publish-preview';
import { PublishPreviewQuery, SendIdParams, type PublishPreviews } from './schemas';

/**
 * The console's Newsletters (ra-data-simple-rest), mounted at /api/admin behind the administrator
 * check: each article's send, cancelled while it waits to start, paused, resumed, and tried on
 * the administrator first; and what publishing articles would mail, asked before publishing.
 */
export const newslettersAdminRouter = Router();

const sendId = validate({ params: SendIdParams });
const idOf = (params: unknown) => (params as SendIdParams).id;

newslettersAdminRouter.get('/newsletters', raListRoute('newsletters', SEND_SORTS, 'id', listSends));
// Before /newsletters/:id, which takes numbers only.
newslettersAdminRouter.get('/newsletters/publish-preview', validate({ query: PublishPreviewQuery }), async (req, res) => {
  res.json((await publishPreview((req.query as unknown as PublishPreviewQuery).articles)) satisfies PublishPreviews);
});
newslettersAdminRouter.get('/newsletters/:id', sendId, async (req, res) => {
  res.json(await getSend(idOf(req.params)));
});
newslettersAdminRouter.post('/newsletters/:id/pause', sendId, async (req, res) => {
  res.json(await pauseSend(idOf(req.params)));
});
newslettersAdminRouter.post('/newsletters/:id/resume', sendId, async (req, res) => {
  res.json(await resumeSend(idOf(req.params)));
});
newslettersAdminRouter.post('/newsletters/:id/cancel', sendId, async (req, res) => {
  res.json(await cancelSend(idOf(req.params)));
});
newslettersAdminRouter.post('/newsletters/:id/test', sendId, async (req, res) => {
  res.json({ message: await sendTest(idOf(req.params), req.user!.id) });
});

/** Sends are made by publishing an article: the console cancels, pauses, resumes and tries them only. */
const sendsAreMadeByPublishing = madeElsewhere('A newsletter is made by publishing its article; it cannot be created, edited or deleted here.');
newslettersAdminRouter.post('/newsletters', sendsAreMadeByPublishing);
newslettersAdminRouter.put('/newsletters/:id', sendId, sendsAreMadeByPublishing);
newslettersAdminRouter.delete('/newsletters/:id', sendId, sendsAreMadeByPublishing);
