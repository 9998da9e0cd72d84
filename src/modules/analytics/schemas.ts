import { z } from 'zod';

// The usage beacons (SPEC §7 /mercury/p and /mercury/i): fire-and-forget, answered with 204.

export const PageViewBody = z.strictObject({
  page_path: z.string({ error: 'page_path is required.' }).trim().min(1, 'page_path is required.').max(500).startsWith('/', 'page_path must start with /.'),
});

export const USAGE_KINDS = ['quick_add', 'add_to_cart', 'go_to_checkout'] as const;
export const UsageBody = z.strictObject({
  component_id: z.string({ error: 'component_id is required.' }).trim().min(1, 'component_id is required.').max(200),
  kind: z.enum(USAGE_KINDS).default('quick_add'),
});
