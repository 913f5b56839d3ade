import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './dev-secrets.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-secrets-'));

describe('local secrets', () => {
  it('generates development credentials once and keeps them across restarts', () => {
    const dir = tempDir();
    const first = loadOrCreateSecrets({}, dir);
    const second = loadOrCreateSecrets({}, dir);
    expect(first.generated).toBe(true);
    expect(first.adminUsername).toBe('admin');
    expect(first.adminPassword.length).toBeGreaterThanOrEqual(20);
    expect(Buffer.from(first.cardEncryptionKey, 'base64')).toHaveLength(32);
    expect(Buffer.from(first.mfaEncryptionKey, 'base64')).toHaveLength(32);
    expect(Buffer.from(first.paymentEncryptionKey, 'base64')).toHaveLength(32);
    const keys = [first.cardEncryptionKey, first.mfaEncryptionKey, first.paymentEncryptionKey];
    expect(new Set(keys).size).toBe(3);
    expect(second).toEqual(first);
    expect(fs.statSync(path.join(dir, 'dev-secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('uses secrets from the environment and never writes them to disk', () => {
    const dir = tempDir();
    const env = { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'from-the-environment' };
    const secrets = loadOrCreateSecrets(env, dir);
    expect(secrets).toMatchObject({
      adminUsername: 'ops',
      adminPassword: 'from-the-environment',
      generated: false,
    });
    const onDisk = fs.readFileSync(path.join(dir, 'dev-secrets.json'), 'utf8');
    expect(onDisk).not.toContain('from-the-environment');
    expect(loadOrCreateSecrets(env, dir).cardEncryptionKey).toBe(secrets.cardEncryptionKey);
  });
});
