import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  remoteNames,
  remoteWorkspace,
  serviceNames,
  servicePorts,
  serviceWorkspace,
  serviceBin,
  databasePort,
} from './index';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as {
    name: string;
    bin?: Record<string, string>;
  };

describe('topology', () => {
  it('gives every service and the database a port of its own', () => {
    const ports = [...Object.values(servicePorts), databasePort];
    expect(new Set(ports).size).toBe(ports.length);
    expect(Object.keys(servicePorts)).toEqual([...serviceNames]);
  });

  it('names each service by the workspace in services/<name> that builds and runs it', () => {
    for (const name of serviceNames) {
      const { name: workspace, bin = {} } = manifest(`services/${name}`);
      expect(workspace, name).toBe(serviceWorkspace(name));
      const script = bin[serviceBin(name)];
      expect(script, `${name}: bin ${serviceBin(name)}`).toBeDefined();
      expect(fs.existsSync(path.join(repoRoot, 'services', name, script ?? '')), name).toBe(true);
    }
    const folders = fs
      .readdirSync(path.join(repoRoot, 'services'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual([...serviceNames].sort());
  });

  it('names each remote by its mfe-<name> workspace, and every mfe-* folder is a remote', () => {
    for (const name of remoteNames) {
      expect(manifest(remoteWorkspace(name)).name, name).toBe(
        `@cardbridge/${remoteWorkspace(name)}`,
      );
    }
    const folders = fs.readdirSync(repoRoot).filter((f) => f.startsWith('mfe-'));
    expect(folders.sort()).toEqual(remoteNames.map(remoteWorkspace).sort());
  });
});
