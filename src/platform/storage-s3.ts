import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from './config';
// Types only: storage.ts loads this file while it is itself still loading.
import type { StorageDriver, StoredFile } from './storage';

/** A key's content never changes (new content gets a new name). */
const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Folder inside the bucket every key lives under ('' for the bucket's root). */
  prefix: string;
}

/** The driver's options from config (S3_*). */
export function s3OptionsFrom(c: Config): S3Options {
  if (!c.S3_BUCKET) throw new Error('S3_BUCKET is not set.');
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    credentials: c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } : undefined,
    // MinIO, Ceph and most other S3-compatible servers at an endpoint of their own want path-style addresses.
    forcePathStyle: c.S3_FORCE_PATH_STYLE ? c.S3_FORCE_PATH_STYLE === '1' : !!c.S3_ENDPOINT,
    prefix: c.S3_PREFIX ? `${c.S3_PREFIX}/` : '',
  };
}

/** The HTTP status of an SDK error (S3ServiceException's), if it has one. */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Files as objects of one bucket, through the AWS SDK. The bucket can stay private: /uploads
 * streams objects through this process (docs/decisions.md, "Storage").
 */
export async function s3Driver(options: S3Options): Promise<StorageDriver> {
  // Loaded here, not at the top: the server bundle inlines this file, and a process on local disk
  // should not load the SDK at all.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers do not take the SDK's
    // default CRC trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => options.prefix + key;

  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentType, CacheControl: UPLOAD_CACHE_CONTROL }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    async stream(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return out.Body instanceof Readable ? { stream: out.Body, size: out.ContentLength ?? 0 } : null;
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async list(folder) {
      const files: StoredFile[] = [];
      const Prefix = `${objectKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        // The delimiter leaves out objects in folders below, as the disk driver does.
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }));
        for (const o of page.Contents ?? []) {
          if (o.Key) files.push({ key: o.Key.slice(options.prefix.length), modifiedAt: o.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    handler: async (req, res, next) => {
      // storage.ts checked the method and the key.
      const key = decodeURIComponent(req.path.slice(1));
      const ask = { Bucket, Key: objectKey(key), IfNoneMatch: req.get('if-none-match') };
      try {
        const out = await client.send(req.method === 'HEAD' ? new HeadObjectCommand(ask) : new GetObjectCommand(ask));
        res.set({
          'Content-Type': out.ContentType ?? 'application/octet-stream',
          'Cache-Control': UPLOAD_CACHE_CONTROL,
          ...(out.ContentLength !== undefined ? { 'Content-Length': String(out.ContentLength) } : {}),
          ...(out.ETag ? { ETag: out.ETag } : {}),
          ...(out.LastModified ? { 'Last-Modified': out.LastModified.toUTCString() } : {}),
        });
        const body = 'Body' in out ? out.Body : undefined;
        if (!(body instanceof Readable)) return void res.end();
        // A client that goes away ends the stream early; nothing is left to answer then.
        await pipeline(body, res).catch(() => undefined);
      } catch (err) {
        const status = statusOf(err);
        if (status === 304) return void res.status(304).set('Cache-Control', UPLOAD_CACHE_CONTROL).end();
        if (status === 404) return next();
        next(err);
      }
    },
  };
}
