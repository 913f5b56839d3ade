import path from 'node:path';
import { serviceBin, serviceNames } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';
import { commands, resolveBin } from './bins.js';
import { repoRoot } from './paths.js';

describe('the commands the platform starts', () => {
  it('are each installed, a script inside the workspace that owns it', () => {
    const owners: Record<string, string> = {
      [commands.database]: 'packages/embedded-mongo',
      [commands.gateway]: 'gateway',
      [commands.nginxConfig]: 'gateway',
      [commands.remote]: 'packages/build-config',
      ...Object.fromEntries(serviceNames.map((name) => [serviceBin(name), `services/${name}`])),
    };
    for (const [command, owner] of Object.entries(owners)) {
      const script = path.relative(repoRoot, resolveBin(command));
      expect(script.startsWith(`${owner}/bin/`), `${command} -> ${script}`).toBe(true);
    }
  });

  it('names npm install when one is missing', () => {
    expect(() => resolveBin('cardbridge-nothing')).toThrow(
      'cardbridge-nothing is not installed (no node_modules/.bin/cardbridge-nothing); run "npm install"',
    );
  });
});
