import type { AdminRole } from '@cardbridge/contracts';
import { expect } from 'vitest';
import { adminModel } from '../admins/admin.model';
import { hashPassword } from '../users/password';
import type { HttpClient } from './http-client';
import type { IdentityTestApp } from './identity-test-app';
import { testAdmin } from './identity-test-app';

let counter = 0;

/**
 * An admin of a role stored directly (as an accepted invitation leaves one), for tests about
 * what a role may do; invitations themselves are tested over HTTP.
 */
export async function createAdmin(
  identity: IdentityTestApp,
  { role, disabled = false }: { role: AdminRole; disabled?: boolean },
) {
  counter += 1;
  const username = `${role}_${Date.now().toString(36)}${counter}`;
  const password = `${role}-long-passphrase-${counter}`;
  const admin = await adminModel(identity.db).create({
    username,
    email: `${username}@cardbridge.test`,
    passwordHash: await hashPassword(password),
    role,
    disabled,
  });
  return { id: admin._id.toString(), username, password, role };
}

/** A browser signed in as this admin (the configured owner unless told). */
export async function adminBrowser(
  identity: IdentityTestApp,
  credentials: { username: string; password: string } = testAdmin,
): Promise<HttpClient> {
  const client = identity.client();
  const login = await client.post('/api/admin/login', credentials);
  expect(login.status).toBe(200);
  return client;
}
