import type { Router } from '@koa/router';
import type { ServiceApp } from '../app';

/**
 * The routes a service app serves under `/api/` (the public ones, by default) or `/internal/`,
 * as `METHOD /path` with `{name}` parameters (the route tables' form): read from the @koa/router
 * instances the app mounted. Health routes are left out; HEAD is implied by GET.
 */
export function mountedRoutes(app: ServiceApp, under: '/api/' | '/internal/' = '/api/'): string[] {
  const routes = new Set<string>();
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      const path = String(layer.path).replace(/:(\w+)/g, '{$1}');
      if (!path.startsWith(under)) continue;
      for (const method of layer.methods) {
        if (method !== 'HEAD') routes.add(`${method} ${path}`);
      }
    }
  }
  return [...routes].sort();
}
