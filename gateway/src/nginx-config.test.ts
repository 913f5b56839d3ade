import { describe, expect, it } from 'vitest';
import { renderNginxConfig } from './nginx-config.js';
import type { NginxConfigOptions } from './gateway-options.js';

const options: NginxConfigOptions = {
  port: 8080,
  upstreams: {
    identity: '127.0.0.1:4001',
    submissions: '127.0.0.1:4002',
    payments: 'localhost:4003',
    chat: '[::1]:4004',
  },
  staticRoots: { shell: '/srv/shell', remotes: '/srv/remotes' },
  publicDir: '/srv/public',
  prefix: '/var/tmp/cardbridge-gateway',
};

describe('renderNginxConfig', () => {
  it('keeps every writable path under the prefix', () => {
    const conf = renderNginxConfig(options);
    const written = [...conf.matchAll(/^\s*(?:pid|access_log|\w+_temp_path) "([^"]+)"/gm)].map(
      (m) => m[1],
    );
    expect(written.length).toBeGreaterThanOrEqual(7);
    for (const file of written) expect(file).toMatch(/^\/var\/tmp\/cardbridge-gateway\//);
    expect(conf).toContain('error_log stderr');
  });

  it('uses the default sign-in and contact limits unless told otherwise', () => {
    expect(renderNginxConfig(options)).toContain('zone=cardbridge_login:10m rate=10r/m;');
    const relaxed = renderNginxConfig({
      ...options,
      rateLimits: { login: { perMinute: 600, burst: 100 } },
    });
    expect(relaxed).toContain('zone=cardbridge_login:10m rate=600r/m;');
    expect(relaxed).toContain('limit_req zone=cardbridge_login burst=100 nodelay;');
    expect(relaxed).toContain('zone=cardbridge_contact:10m rate=20r/m;');
  });

  it('refuses options that would break or inject into the config', () => {
    expect(() => renderNginxConfig({ ...options, publicDir: 'gateway/public' })).toThrow(
      /absolute/,
    );
    expect(() =>
      renderNginxConfig({
        ...options,
        staticRoots: { ...options.staticRoots, shell: '/srv/"; evil' },
      }),
    ).toThrow(/unsafe/);
    expect(() =>
      renderNginxConfig({ ...options, upstreams: { ...options.upstreams, chat: 'chat; evil' } }),
    ).toThrow(/host:port/);
    expect(() => renderNginxConfig({ ...options, port: 70000 })).toThrow(/port/);
  });
});
