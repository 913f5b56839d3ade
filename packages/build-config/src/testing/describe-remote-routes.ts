import { describe, expect, it } from 'vitest';
import type { RemoteRouteDeclaration } from '../remote-routes';

/**
 * The checks every remote runs on its routes.tsx: each declared page file exists and exports the
 * named component, and no path is declared twice. `pageModules` is the remote's own
 * `import.meta.glob('./**\/*-page.tsx')`, which must be written in the remote's test file.
 */
export function describeRemoteRoutes(
  routes: readonly RemoteRouteDeclaration[],
  pageModules: Record<string, () => Promise<Record<string, unknown>>>,
) {
  describe('declared routes', () => {
    it.each(routes.map((r) => [r.path, r] as const))(
      '%s points at an exported page component',
      async (_path, route) => {
        const load = pageModules[route.file];
        expect(load, `${route.file} exists`).toBeDefined();
        const mod = await load!();
        expect(typeof mod[route.export]).toBe('function');
      },
    );

    it('declares each path once', () => {
      const paths = routes.map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
    });
  });
}
