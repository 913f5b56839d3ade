import { describe, expect, it } from 'vitest';
import { remoteJob } from './remote-job.js';
import { defaultSettings, settingsSchema } from './settings.js';

const run = (operation: string, remote: string, version?: string, percent?: string) =>
  remoteJob(defaultSettings, { operation, remote, version, percent, suffix: '20261127' });

describe('a remote store Job', () => {
  it("publishes a remote from the tagged tool image into the gateway's store", () => {
    const job = remoteJob(settingsSchema.parse({ tag: '1.4.0' }), {
      operation: 'publish',
      remote: 'seller',
      suffix: 'a1',
    });
    expect(() => job.validate()).not.toThrow();
    expect(job.metadata?.name).toBe('remote-publish-seller-a1');
    const [container] = job.spec?.template.spec?.containers ?? [];
    expect(container?.image).toBe('registry.example.com/cardbridge/cardbridge-remotes:1.4.0');
    expect(container?.command).toEqual([
      'npm',
      'run',
      '--silent',
      'remote',
      '--',
      'publish',
      'seller',
    ]);
    expect(container?.volumeMounts).toContainEqual({
      name: 'remote-store',
      mountPath: '/store/remotes',
    });
    expect(job.spec?.template.spec?.restartPolicy).toBe('Never');
  });

  it('rolls back to a named version', () => {
    const [container] =
      run('rollback', 'admin', '0a1b2c3d4e5f').spec?.template.spec?.containers ?? [];
    expect(container?.command?.slice(-3)).toEqual(['rollback', 'admin', '0a1b2c3d4e5f']);
  });

  it('refuses an unknown operation or remote, and a version anywhere but a rollback', () => {
    expect(() => run('deploy', 'seller')).toThrow(/operation/);
    expect(() => run('publish', 'billing')).toThrow(/unknown remote/);
    expect(() => run('publish', 'seller', '0a1b2c3d4e5f')).toThrow(/rollback and canary only/);
    expect(() => run('rollback', 'seller', 'latest')).toThrow(/12 hex/);
  });

  it('starts a canary of a published version for a share of browsers, and runs the other canary verbs', () => {
    const job = run('canary', 'seller', '0a1b2c3d4e5f', '10');
    expect(() => job.validate()).not.toThrow();
    const [container] = job.spec?.template.spec?.containers ?? [];
    expect(container?.command?.slice(-4)).toEqual(['canary', 'seller', '0a1b2c3d4e5f', '10']);
    // `status` reads the counts from chat with the internal token, from the platform secret.
    expect(container?.env).toContainEqual({ name: 'CHAT_URL', value: 'http://chat:4004' });
    expect(container?.env).toContainEqual({
      name: 'INTERNAL_TOKEN',
      valueFrom: { secretKeyRef: { name: 'cardbridge-secrets', key: 'INTERNAL_TOKEN' } },
    });
    for (const verb of ['promote', 'abort', 'status', 'history']) {
      const [c] = run(verb, 'seller').spec?.template.spec?.containers ?? [];
      expect(c?.command?.slice(-2)).toEqual([verb, 'seller']);
    }
    expect(() => run('canary', 'seller', '0a1b2c3d4e5f')).toThrow(/percentage from 1 to 99/);
    expect(() => run('canary', 'seller', '0a1b2c3d4e5f', '100')).toThrow(/1 to 99/);
    expect(() => run('canary', 'seller')).toThrow(/1 to 99/);
  });
});
