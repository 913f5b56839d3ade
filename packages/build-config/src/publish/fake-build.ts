import fs from 'node:fs';
import path from 'node:path';

/**
 * A remote build folder for the store's tests (`dist-<label>` under `dir`): a manifest sharing
 * the given singletons with their required ranges, and a routes.json with one page `/p-<label>`.
 */
export function fakeBuild(
  dir: string,
  label: string,
  required: Record<string, string> = {},
): string {
  const dist = path.join(dir, `dist-${label}`);
  fs.mkdirSync(dist, { recursive: true });
  const shared = Object.entries(required).map(([name, requiredVersion]) => ({
    name,
    version: '0.0.0',
    requiredVersion,
    singleton: true,
  }));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ label, shared }));
  fs.writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({
      name: 'seller',
      routes: [{ path: `/p-${label}`, module: './p', export: 'P' }],
    }),
  );
  return dist;
}
