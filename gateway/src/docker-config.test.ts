import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { dockerNginxConfig } from '../scripts/docker-nginx-config.js';
import { readGatewayEnv } from './gateway-env.js';
import { parseDockerfile } from './testing/dockerfile.js';
import { checkNginxConfig, nginxBinary } from './testing/nginx-process.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hasNginx = fs.existsSync(nginxBinary);
const allowSkip = process.env.CARDBRIDGE_ALLOW_SKIP_NGINX === '1';

/**
 * The image runs nginx >= 1.27.3, whose upstream servers take `resolve`; an older nginx here
 * (Debian 12 ships 1.22) would resolve compose names once, at start, and find none: it checks
 * everything else, each `<name>:<port> resolve` read as a loopback address.
 */
function forInstalledNginx(conf: string): string {
  // nginx -v writes to stderr.
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(
    spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr,
  );
  const [major = 0, minor = 0, patch = 0] = (version?.slice(1) ?? []).map(Number);
  if (major * 1e6 + minor * 1e3 + patch >= 1_027_003) return conf;
  return conf.replaceAll(/(^\s*server )[a-z-]+(:\d+) resolve /gm, '$1127.0.0.1$2 ');
}

describe('the gateway image config', () => {
  it('proxies to the compose services by hostname and port, resolved through Docker DNS', () => {
    const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as { services: Record<string, { environment?: Record<string, string> }> };
    const conf = dockerNginxConfig('/tmp/nginx');
    for (const name of ['identity', 'submissions', 'payments', 'chat']) {
      const port = compose.services[name]?.environment?.PORT;
      expect(conf, name).toContain(`server ${name}:${port} resolve `);
    }
    expect(conf).toContain('resolver 127.0.0.11');
    expect(conf).toContain('listen 8080;');
  });

  it('believes X-Forwarded-For and -Proto only from the TRUSTED_PROXIES it is built with', () => {
    expect(dockerNginxConfig('/tmp/nginx')).not.toContain('set_real_ip_from');
    const env = readGatewayEnv({ TRUSTED_PROXIES: '172.18.0.1/32, 10.1.2.3' });
    const conf = dockerNginxConfig('/tmp/nginx', env.trustedProxies);
    expect(conf).toContain('set_real_ip_from 172.18.0.1/32;');
    expect(conf).toContain('set_real_ip_from 10.1.2.3;');
    expect(() => readGatewayEnv({ TRUSTED_PROXIES: 'front-end' })).toThrow(/"front-end"/);
    // The build argument reaches the render step, and compose passes it.
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'gateway/Dockerfile'), 'utf8');
    const build = parseDockerfile(dockerfile).find((stage) => stage.name === 'build');
    const ops = build?.instructions.map((i) => `${i.op} ${i.args}`) ?? [];
    const arg = ops.findIndex((op) => op.startsWith('ARG TRUSTED_PROXIES'));
    const render = ops.findIndex((op) => op.includes('render-docker-config.ts'));
    expect(arg).toBeGreaterThan(-1);
    expect(arg).toBeLessThan(render);
    const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as { services: { gateway: { build: { args: Record<string, string> } } } };
    expect(compose.services.gateway.build.args.TRUSTED_PROXIES).toBe(
      '${GATEWAY_TRUSTED_PROXIES:-}',
    );
  });

  it.skipIf(!hasNginx && allowSkip)('is accepted by nginx -t', () => {
    if (!hasNginx)
      throw new Error(`${nginxBinary} not found (CARDBRIDGE_ALLOW_SKIP_NGINX=1 skips)`);
    expect(() =>
      checkNginxConfig((prefix) => forInstalledNginx(dockerNginxConfig(prefix, ['172.18.0.1/32']))),
    ).not.toThrow();
  });
});
