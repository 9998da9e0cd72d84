import fs from 'node:fs';
import { z } from 'zod';

const optionalUrl = z.url().optional();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  SITE_NAME: z.string().trim().min(1).default('Athenaeum'),
  SITE_SHORT_NAME: z.string().trim().min(1).optional(),
  SHOP_EMAIL: z.email().default('hello@athenaeum.example'),
  MAIL_FROM: z.string().min(3).optional(),
  // The day a mail gives for a moment (a refund, an order): the shop's, whatever the server's clock says.
  SHOP_TIME_ZONE: z.string().default('UTC').refine(isTimeZone, 'an IANA time zone, such as America/New_York or Europe/London'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i).default('athenaeum'),
  /** Jobs one worker process runs at once (mail and image jobs mostly wait on the network or disk). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(4),
  SMTP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./var'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z.enum(['0', '1']).optional(),
  TRUST_PROXY: z.string().default('loopback'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Without Stripe keys: 1 runs the test-mode provider (nothing is charged) even in production; 0
  // turns it off outside production too. Unset: on outside production, off in production.
  PAYMENTS_TEST_MODE: z.enum(['0', '1']).optional(),
  // Tests point the Stripe SDK at a local fake of its API (test/fake-stripe.ts); never set in production.
  STRIPE_API_BASE: optionalUrl,
  // Uploaded files: local disk under DATA_DIR (the default) or an S3-compatible bucket.
  STORAGE_DRIVER: z.enum(['disk', 's3']).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3-63 lower-case letters, digits, dots and hyphens').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  S3_PREFIX: z.string().regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i, 'folder names separated by /, no leading or trailing /').optional(),
  // The key download links of digital goods are signed with. Unset: one made at first use and kept in the database.
  DOWNLOAD_LINK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  // The key newsletters' unsubscribe links are signed with. Unset: one made at first use and kept in the database.
  NEWSLETTER_LINK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  // Seconds between publishing an article and the start of its newsletter, while the console can still cancel it; 0 sends at once.
  NEWSLETTER_SEND_DELAY: z.coerce.number().int().min(0).max(86_400).default(300),
  // Operators' Prometheus scrape: GET /metrics with "Authorization: Bearer $METRICS_TOKEN"; unset, /metrics is 404.
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  // The worker's own /metrics on this port (the web process answers on its PORT).
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Memory for the public answers and pages each web process keeps (src/platform/http/kept-answers.ts), in MB.
  READ_CACHE_MB: z.coerce.number().int().min(1).max(65536).default(128),
  // A shared cache in front (Varnish, ops/varnish): each instance's address, to purge what writes change.
  VARNISH_URLS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'a comma-separated list of http:// addresses' }))),
}).refine((c) => [c.STRIPE_SECRET_KEY, c.STRIPE_PUBLISHABLE_KEY, c.STRIPE_WEBHOOK_SECRET].filter(Boolean).length % 3 === 0, {
  message: 'Set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none (no card payments: see PAYMENTS_TEST_MODE).',
  path: ['STRIPE_SECRET_KEY'],
}).refine((c) => !(c.PAYMENTS_TEST_MODE === '1' && c.STRIPE_SECRET_KEY), {
  message: 'The Stripe keys take real payments, and PAYMENTS_TEST_MODE=1 would take orders without charging: unset one of them.',
  path: ['PAYMENTS_TEST_MODE'],
}).refine((c) => (c.STORAGE_DRIVER ?? (c.S3_BUCKET ? 's3' : 'disk')) === 'disk' || !!c.S3_BUCKET, {
  message: 'STORAGE_DRIVER=s3 needs S3_BUCKET.',
  path: ['S3_BUCKET'],
}).refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
  message: 'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds credentials itself).',
  path: ['S3_ACCESS_KEY_ID'],
});

/** Every variable the configuration reads (.env.example documents each: src/platform/config.test.ts). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

/**
 * How checkout takes payments: through Stripe (its keys are set), through the test-mode provider
 * (no card, nothing charged), or not at all (checkout answers 503). Production never runs the test
 * mode unless PAYMENTS_TEST_MODE=1 says so.
 */
export type PaymentsMode = 'stripe' | 'test' | 'off';

type Parsed = z.infer<typeof schema>;

function paymentsMode(c: Parsed): PaymentsMode {
  if (c.STRIPE_SECRET_KEY) return 'stripe';
  if (c.PAYMENTS_TEST_MODE) return c.PAYMENTS_TEST_MODE === '1' ? 'test' : 'off';
  return c.NODE_ENV === 'production' ? 'off' : 'test';
}

export type Config = Readonly<Parsed & { siteShortName: string; publicUrl: string; mailFrom: string; storageDriver: 'disk' | 's3'; paymentsMode: PaymentsMode }>;

/** Parses an environment into config; throws one message naming every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable (as copied from .env.example) means "not set".
  const result = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  return Object.freeze({
    ...c,
    siteShortName: c.SITE_SHORT_NAME ?? c.SITE_NAME.slice(0, 3).toUpperCase(),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    mailFrom: c.MAIL_FROM ?? `${c.SITE_NAME} <${c.SHOP_EMAIL}>`,
    // A bucket named is a bucket meant: S3_BUCKET alone turns the S3 driver on.
    storageDriver: c.STORAGE_DRIVER ?? (c.S3_BUCKET ? 's3' : 'disk'),
    paymentsMode: paymentsMode(c),
  });
}

function load(): Config {
  try {
    // A .env file in the working directory, if any; variables already set win.
    if (fs.existsSync('.env')) process.loadEnvFile('.env');
    return parseConfig(process.env);
  } catch (err) {
    // Fail fast at boot with the variable named, rather than a confusing error later.
    console.error((err as Error).message);
    process.exit(1);
  }
}

export const config: Config = load();
export const isProduction = config.NODE_ENV === 'production';
