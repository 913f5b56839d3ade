import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run k8s:render -- <args>`, as an operator runs it. */
const render = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'k8s/src/cli.ts', ...args], {
    cwd: workspace,
    encoding: 'utf8',
  });

const kinds = (yaml: string) =>
  YAML.parseAllDocuments(yaml).map((d) => (d.toJS() as { kind: string }).kind);

describe('npm run k8s:render', () => {
  it('writes one file per part, in apply order, for the namespace it is given', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-k8s-'));
    try {
      const run = render('--namespace', 'shop', '--tag', '2.0.1', '--out', out);
      expect(run.status, run.stderr).toBe(0);
      expect(fs.readdirSync(out)).toEqual([
        '00-namespace.yaml',
        '10-mongodb.yaml',
        '20-services.yaml',
        '30-gateway.yaml',
      ]);
      const gateway = fs.readFileSync(path.join(out, '30-gateway.yaml'), 'utf8');
      expect(kinds(gateway)).toEqual(
        expect.arrayContaining(['ConfigMap', 'Deployment', 'PodDisruptionBudget', 'Service']),
      );
      expect(gateway).toContain('cardbridge-gateway:2.0.1');
      expect(gateway).toContain('namespace: shop');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('prints a remote store Job, and refuses bad options naming them', () => {
    const job = render('remote', 'publish', 'support');
    expect(job.status, job.stderr).toBe(0);
    expect(kinds(job.stdout)).toEqual(['Job']);
    const bad = render('--namespace', 'Shop_1', '--mongodb', 'atlas');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--namespace');
    expect(bad.stderr).toContain('--mongodb');
  });
});
