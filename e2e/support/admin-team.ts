import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminRole } from '@cardbridge/contracts';
import { signInAdmin, type Principal } from './api-principals';

/**
 * An admin of this role, made the way a team grows (docs/product.md#admin-team): the owner
 * invites, the invitee sets a password with the link's token, then signs in.
 */
export async function invitedAdmin(
  baseUrl: string,
  owner: Principal,
  role: AdminRole,
): Promise<Principal & { username: string }> {
  const username = `${role}${randomBytes(3).toString('hex')}`;
  const headers = {
    'content-type': 'application/json',
    origin: baseUrl,
    cookie: owner.cookie ?? '',
  };
  const invited = await fetch(`${baseUrl}/api/admin/team/invitations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, email: `${username}@cardbridge.test`, role }),
  });
  expect(invited.status).toBe(201);
  const { url } = (await invited.json()) as { url: string };
  const token = new URL(url).hash.replace(/^#token=/, '');
  const password = `${role} keeps the ledger honest 7`;
  const accepted = await fetch(`${baseUrl}/api/admin/invitations/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ token, password }),
  });
  expect(accepted.status).toBe(201);
  return { ...(await signInAdmin(baseUrl, { username, password })), username };
}
