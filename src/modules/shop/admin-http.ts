import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../platform/errors';
import { requireAdmin } from '../../platform/http/auth';
import { raListRoute } from '../../platform/http/ra-list';
import { validate } from '../../platform/http/validate';
import {
  INBOX_SORTS,
  SERVICE_SORTS,
  createService,
  deleteService,
  getInboxItem,
  getService,
  listInbox,
  listServices,
  markHandled,
  updateService,
  type InboxTable,
} from './admin-content';
import { SkuIdParams } from './schemas';
import { CreateSkusBody, HandledBody, ServiceInput, SkuIdBody, SkuRecordInput } from './admin-schemas';
import { ADMIN_SKU_SORTS, createSkus, deleteSku, getAdminSku, listAdminSkus, setPublished, updateSku } from './sku-admin';
import { getSku } from './skus';
import { DIGITAL_FILE_MAX_BYTES, attachSkuFile, detachSkuFile } from './digital-files';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, acceptUpload } from './uploads';

/** The shop's administrator routes at the spec's paths under /api (each checks the role). */
export const shopAdminRoutes = Router();
/**
 * The admin console's resources in the ra-data-simple-rest dialect (skus, services,
 * contact_messages, quote_requests), mounted at /api/admin behind the administrator check.
 */
export const shopAdminRouter = Router();

const idOf = (params: unknown) => (params as { id: number }).id;

shopAdminRoutes.post('/shop/sku', requireAdmin, validate({ body: CreateSkusBody }), async (req, res) => {
  res.status(201).json({ inserted_ids: await createSkus(req.body.skus) });
});

shopAdminRoutes.delete('/shop/sku/:id', requireAdmin, validate({ params: SkuIdParams }), async (req, res) => {
  await deleteSku(idOf(req.params));
  res.status(204).end();
});

for (const [path, published] of [['/shop/sku/publish', true], ['/shop/sku/suspend', false]] as const) {
  shopAdminRoutes.post(path, requireAdmin, validate({ body: SkuIdBody }), async (req, res) => {
    await setPublished(req.body.id, published);
    res.json({ sku: await getSku(req.body.id, false) });
  });
}

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 5 } }).array('sku_images', UPLOAD_MAX_FILES);
/** multer's errors (too big, too many, wrong field) as 400s that say what to do. */
const receiveImages: RequestHandler = (req, res, next) =>
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      const messages: Partial<Record<multer.ErrorCode, string>> = {
        LIMIT_FILE_SIZE: `Each picture may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
        LIMIT_FILE_COUNT: `At most ${UPLOAD_MAX_FILES} pictures at a time.`,
        LIMIT_UNEXPECTED_FILE: 'Send the pictures in the field sku_images.',
      };
      return next(new AppError('bad_upload', messages[err.code] ?? err.message, err.code === 'LIMIT_FILE_SIZE' ? 413 : 400));
    }
    next(err);
  });

shopAdminRoutes.post('/sku_img_tmp_upload', requireAdmin, receiveImages, async (req, res) => {
  const files = (req.files as Express.Multer.File[] | undefined) ?? [];
  if (!files.length) throw new AppError('validation', 'Choose at least one picture to upload.', 400);
  const accepted = [];
  for (const file of files) accepted.push(await acceptUpload(file.buffer));
  res.status(201).json({ files: accepted });
});

shopAdminRouter.get('/skus', raListRoute('skus', ADMIN_SKU_SORTS, 'created_at', listAdminSkus));
shopAdminRouter.get('/skus/:id', validate({ params: SkuIdParams }), async (req, res) => {
  res.json(await getAdminSku(idOf(req.params)));
});
shopAdminRouter.post('/skus', validate({ body: SkuRecordInput }), async (req, res) => {
  const [id] = await createSkus([req.body]);
  res.status(201).json(await getAdminSku(id!));
});
shopAdminRouter.put('/skus/:id', validate({ params: SkuIdParams, body: SkuRecordInput }), async (req, res) => {
  await updateSku(idOf(req.params), req.body);
  res.json(await getAdminSku(idOf(req.params)));
});
shopAdminRouter.delete('/skus/:id', validate({ params: SkuIdParams }), async (req, res) => {
  const sku = await getAdminSku(idOf(req.params));
  await deleteSku(sku.id);
  res.json(sku);
});

// A digital SKU's file (issue 26): one at a time, checked by its bytes, stored where no public route serves it.
const receiveFile = multer({ storage: multer.memoryStorage(), limits: { fileSize: DIGITAL_FILE_MAX_BYTES, files: 1, fields: 5 } }).single('file');
const uploadFile: RequestHandler = (req, res, next) =>
  receiveFile(req, res, (err: unknown) => {
    if (!(err instanceof multer.MulterError)) return next(err);
    const tooBig = err.code === 'LIMIT_FILE_SIZE';
    next(new AppError('bad_upload', tooBig ? `The file may be at most ${DIGITAL_FILE_MAX_BYTES / 1024 / 1024} MB.` : 'Send one file, in the field file.', tooBig ? 413 : 400));
  });

shopAdminRouter.post('/skus/:id/file', validate({ params: SkuIdParams }), uploadFile, async (req, res) => {
  if (!req.file) throw new AppError('validation', 'Choose a file to upload.', 400, { file: ['Choose a file to upload.'] });
  await attachSkuFile(idOf(req.params), { data: req.file.buffer, name: req.file.originalname });
  res.status(201).json(await getAdminSku(idOf(req.params)));
});
shopAdminRouter.delete('/skus/:id/file', validate({ params: SkuIdParams }), async (req, res) => {
  await detachSkuFile(idOf(req.params));
  res.json(await getAdminSku(idOf(req.params)));
});

shopAdminRouter.get('/services', raListRoute('services', SERVICE_SORTS, 'position', listServices));
shopAdminRouter.get('/services/:id', validate({ params: SkuIdParams }), async (req, res) => {
  res.json(await getService(idOf(req.params)));
});
shopAdminRouter.post('/services', validate({ body: ServiceInput }), async (req, res) => {
  res.status(201).json(await createService(req.body));
});
shopAdminRouter.put('/services/:id', validate({ params: SkuIdParams, body: ServiceInput }), async (req, res) => {
  res.json(await updateService(idOf(req.params), req.body));
});
shopAdminRouter.delete('/services/:id', validate({ params: SkuIdParams }), async (req, res) => {
  res.json(await deleteService(idOf(req.params)));
});

for (const table of ['contact_messages', 'quote_requests'] as const satisfies InboxTable[]) {
  shopAdminRouter.get(`/${table}`, raListRoute(table, INBOX_SORTS[table], 'created_at', (list) => listInbox(table, list)));
  shopAdminRouter.get(`/${table}/:id`, validate({ params: SkuIdParams }), async (req, res) => {
    res.json(await getInboxItem(table, idOf(req.params)));
  });
  // react-admin's update sends the whole record; only `handled` is read from it.
  shopAdminRouter.put(`/${table}/:id`, validate({ params: SkuIdParams, body: HandledBody }), async (req, res) => {
    res.json(await markHandled(table, idOf(req.params), req.body.handled));
  });
}
