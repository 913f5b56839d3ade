import { serviceNames } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';
import { dockerNginxConfig } from '../scripts/docker-nginx-config.js';
import { apiPaths } from './api-paths.js';
import type { NginxConfigOptions } from './gateway-options.js';
import { renderNginxConfig } from './nginx-config.js';
import { runNginx } from './testing/gateway-kinds.js';
import { checkNginxConfig } from './testing/nginx-process.js';

const local: NginxConfigOptions = {
  port: 8080,
  upstreams: {
    identity: '127.0.0.1:4001',
    submissions: ['127.0.0.1:4002', '127.0.0.1:4012'],
    payments: '127.0.0.1:4003',
    chat: '127.0.0.1:4004',
  },
  staticRoots: { shell: '/srv/shell', remotes: '/srv/remotes' },
  publicDir: '/srv/public',
  prefix: '/var/tmp/cardbridge-gateway',
};

/** The body of `upstream <name> { ... }` in a rendered config. */
function upstreamBody(conf: string, name: string): string[] {
  const found = new RegExp(`^upstream ${name} \\{\\n([^}]*)\\n\\}`, 'm').exec(
    conf.replace(/^ {4}/gm, ''),
  );
  if (!found?.[1]) throw new Error(`no upstream ${name}`);
  return found[1].split('\n').map((line) => line.trim());
}

describe('the services as nginx upstreams', () => {
  it('keeps connections alive to every replica of every service on a local run', () => {
    const conf = renderNginxConfig(local);
    for (const service of serviceNames) {
      const body = upstreamBody(conf, `cardbridge_${service}`);
      expect(body, service).toContain(`zone cardbridge_upstream_${service} 64k;`);
      expect(body, service).toContain('keepalive 32;');
      expect(body.join('\n'), service).not.toContain('resolve');
    }
    expect(upstreamBody(conf, 'cardbridge_submissions')).toEqual(
      expect.arrayContaining([
        'server 127.0.0.1:4002 max_fails=3 fail_timeout=10s;',
        'server 127.0.0.1:4012 max_fails=3 fail_timeout=10s;',
      ]),
    );
    expect(conf).toContain('proxy_http_version 1.1;');
    expect(conf).toContain('proxy_set_header Connection "";');
  });

  it.runIf(runNginx)('renders a local config with replicas that nginx -t accepts', () => {
    expect(() =>
      checkNginxConfig((prefix) => renderNginxConfig({ ...local, prefix })),
    ).not.toThrow();
  });

  it('re-resolves each compose service name while running, through Docker DNS', () => {
    const conf = dockerNginxConfig('/tmp/nginx');
    expect(conf).toContain('resolver 127.0.0.11 valid=10s ipv6=off;');
    for (const service of serviceNames) {
      expect(upstreamBody(conf, `cardbridge_${service}`), service).toEqual(
        expect.arrayContaining([
          `zone cardbridge_upstream_${service} 64k;`,
          expect.stringMatching(new RegExp(`^server ${service}:\\d+ resolve max_fails=3 `)),
          'keepalive 32;',
        ]),
      );
    }
    // A name in proxy_pass that is not an upstream would be resolved once, at start.
    const passed = [...conf.matchAll(/proxy_pass http:\/\/(\S+);/g)].map((m) => m[1]);
    expect(new Set(passed)).toEqual(new Set(serviceNames.map((s) => `cardbridge_${s}`)));
  });

  it('lets only safe methods and requests with an Idempotency-Key go to a second replica', () => {
    const conf = renderNginxConfig(local);
    const locations = [...conf.matchAll(/location (@\S+) \{\n([^}]*)\}/g)];
    const policy = (name: string) =>
      locations.find(([, at]) => at === name)?.[2]?.match(/proxy_next_upstream (.*);/)?.[1];
    expect(policy('@cardbridge_payments_once')).toBe('off');
    expect(policy('@cardbridge_payments_retry')).toBe(
      'error timeout http_502 http_503 non_idempotent',
    );
    // Every route reaches its service through one of them, after its own method and rate checks;
    // no file can answer in its place.
    expect(conf.match(/^\s*root \/dev\/null;$/gm)).toHaveLength(apiPaths.length);
    for (const p of apiPaths) {
      expect(conf, p.path).toContain(
        `try_files /proxied @cardbridge_${p.service}${p.upload ? '_upload' : ''}_$cardbridge_attempts;`,
      );
    }
  });
});
