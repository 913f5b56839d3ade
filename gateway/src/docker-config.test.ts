import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { dockerNginxConfig } from '../scripts/docker-nginx-config.js';
import { nginxBinary } from './testing/nginx-process.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hasNginx = fs.existsSync(nginxBinary);
const allowSkip = process.env.CARDBRIDGE_ALLOW_SKIP_NGINX === '1';

describe('the gateway image config', () => {
  it('proxies to the compose services by hostname and port, resolved through Docker DNS', () => {
    const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as { services: Record<string, { environment?: Record<string, string> }> };
    const conf = dockerNginxConfig('/tmp/nginx');
    for (const name of ['identity', 'submissions', 'payments', 'chat']) {
      const port = compose.services[name]?.environment?.PORT;
      expect(conf, name).toContain(`set $cardbridge_upstream "${name}:${port}";`);
    }
    expect(conf).toContain('resolver 127.0.0.11');
    expect(conf).toContain('listen 8080;');
  });

  it.skipIf(!hasNginx && allowSkip)('is accepted by nginx -t', () => {
    if (!hasNginx)
      throw new Error(`${nginxBinary} not found (CARDBRIDGE_ALLOW_SKIP_NGINX=1 skips)`);
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-docker-conf-'));
    try {
      const conf = path.join(prefix, 'nginx.conf');
      fs.writeFileSync(conf, dockerNginxConfig(prefix));
      const args = ['-t', '-q', '-p', prefix, '-c', conf, '-g', 'daemon off;'];
      expect(() => execFileSync(nginxBinary, args, { stdio: 'pipe' })).not.toThrow();
    } finally {
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  });
});
