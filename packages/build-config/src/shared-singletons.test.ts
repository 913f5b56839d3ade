import { readFileSync } from 'node:fs';
import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
import { curatedReactRouter, sharedSingletonNames, sharedSingletons } from './shared-singletons';

describe('shared singletons', () => {
  it('shares every state-holding library as a lazy (never eager) singleton', () => {
    const shared = sharedSingletons() as Record<string, { singleton?: boolean; eager?: boolean }>;
    expect(Object.keys(shared).sort()).toEqual([...sharedSingletonNames].sort());
    for (const [name, config] of Object.entries(shared)) {
      expect(config.singleton, name).toBe(true);
      expect(config.eager, name).toBeUndefined();
    }
  });

  it('shares a curated react-router whose every export exists in the installed react-router', () => {
    const source = readFileSync(curatedReactRouter, 'utf8');
    const names = /export \{([^}]*)\}/
      .exec(source)?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    expect(names?.length).toBeGreaterThan(20);
    const available = new Set(Object.keys(reactRouter));
    expect(names?.filter((name) => !available.has(name))).toEqual([]);
    for (const used of [
      'BrowserRouter',
      'Routes',
      'Route',
      'Link',
      'useNavigate',
      'useSearchParams',
    ]) {
      expect(names).toContain(used);
    }
  });
});
