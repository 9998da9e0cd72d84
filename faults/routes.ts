import type { Router } from 'express';
import { adminRouters, apiRouters, rawBodyRouters } from '../src/api-routers';
import siteRoutes from '../src/web/routes';

export interface Route {
  method: string;
  path: string;
}
type RouteLayer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: RouteLayer[] } };

/** The routes a router answers (and routers mounted in it without a path), under prefix. */
function routesOf(router: Router, prefix: string): Route[] {
  return (router.stack as RouteLayer[]).flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).filter((m) => m !== '_all').map((method) => ({ method: method.toUpperCase(), path: prefix + layer.route!.path }));
    return layer.handle?.stack ? routesOf(layer.handle as unknown as Router, prefix) : [];
  });
}

/** Every API route, read from the modules' routers. */
export const ROUTES: Route[] = [
  ...[...rawBodyRouters, ...apiRouters].flatMap((r) => routesOf(r, '/api')),
  ...adminRouters.flatMap((r) => routesOf(r, '/api/admin')),
];

/** A route's path with its parameters (`:id`, `*rest`, `{optional}`) filled in turn from `values`. */
export function fillPath(route: Route, values: string[]): string {
  let i = 0;
  return route.path.replace(/[{}]/g, '').replace(/[:*]\w+/g, () => encodeURIComponent(values[i++ % values.length]!));
}

/** Every page of the public site (src/web/routes.ts), its parameters filled with 1, and an unknown path. */
export const PAGES: string[] = [
  ...new Set(siteRoutes.map((route) => `/${(route.path ?? '').replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1').replace('*', 'no/such/page')}`)),
];
