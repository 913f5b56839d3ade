import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** Every page file under src/, as the build and the standalone page resolve them. */
const pageModules = import.meta.glob<Record<string, unknown>>('./**/*-page.tsx');

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
