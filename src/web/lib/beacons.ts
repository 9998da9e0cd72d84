import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../api/client';

// The usage beacons (SPEC §7 Other): fire and forget; a failure is nobody's concern but the log's.

export type UsageKind = 'quick_add' | 'add_to_cart' | 'go_to_checkout';

/** POST /mercury/p on each page change. */
export function sendPageView(pagePath: string): void {
  api.post('/mercury/p', { page_path: pagePath.slice(0, 500) }).catch(() => undefined);
}

/** POST /mercury/i: a component was used (quick add, add to cart). */
export function sendUsage(componentId: string, kind: UsageKind = 'quick_add'): void {
  api.post('/mercury/i', { component_id: componentId, kind }).catch(() => undefined);
}

/** Sends a page view whenever the page shown changes path (query changes are not page changes). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => sendPageView(pathname), [pathname]);
}
