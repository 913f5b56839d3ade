import type { Router } from '@koa/router';
import type { ServiceApp } from '../app';

/**
 * The public routes a service app serves, as `METHOD /path` with `{name}` parameters (the route
 * table's form): read from the @koa/router instances the app mounted. Health and `/internal/*`
 * routes are left out; HEAD is implied by GET.
 */
export function mountedRoutes(app: ServiceApp): string[] {
  const routes = new Set<string>();
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      const path = String(layer.path).replace(/:(\w+)/g, '{$1}');
      if (!path.startsWith('/api/')) continue;
      for (const method of layer.methods) {
        if (method !== 'HEAD') routes.add(`${method} ${path}`);
      }
    }
  }
  return [...routes].sort();
}
