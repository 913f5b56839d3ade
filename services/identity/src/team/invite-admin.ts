import type { Logger } from 'pino';
import type { TeamInvitationAnswer, TeamInvitationRequest } from '@cardbridge/contracts';
import { createError } from '@cardbridge/service-kit';
import type { SessionPrincipal } from '@cardbridge/service-kit';
import type { AdminModel } from '../admins/admin.model';
import type { AdminAuditModel } from '../audit/admin-audit.model';
import { recordAdminAction } from '../audit/record-admin-action';
import type { Mailer } from '../notifications/mailer';
import { hashToken, newLinkToken } from '../users/link-token';
import type { AdminInvitationModel } from './admin-invitation.model';
import { invitationEmail } from './invitation-email';

/** How long an invitation link works (docs/product.md#admin-team). */
export const invitationTtlMs = 48 * 60 * 60_000;

export interface InviteAdminInput {
  invitation: TeamInvitationRequest;
  by: SessionPrincipal;
  address: string;
}

export interface InviteAdminDeps {
  admins: AdminModel;
  invitations: AdminInvitationModel;
  mailer: Mailer;
  publicUrl: string;
  audit: AdminAuditModel;
  logger: Logger;
}

/** Usernames and emails compare without case: `Rita` is the admin `rita`. */
const caseInsensitive = { locale: 'en', strength: 2 } as const;

/**
 * An owner invites an admin: a one-time link (256 random bits, only its hash kept, 48 hours)
 * answered to the owner and emailed to the invitee. A username or email already on the team is
 * refused with 409, before anything is stored or sent.
 */
export async function inviteAdmin(
  { invitation, by, address }: InviteAdminInput,
  { admins, invitations, mailer, publicUrl, audit, logger }: InviteAdminDeps,
): Promise<TeamInvitationAnswer> {
  const { username, email, role } = invitation;
  if (await admins.exists({ username }).collation(caseInsensitive)) {
    throw createError(409, `An admin called ${username} already exists`);
  }
  if (await admins.exists({ email }).collation(caseInsensitive)) {
    throw createError(409, `An admin with the email ${email} already exists`);
  }

  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + invitationTtlMs);
  const stored = await invitations.create({
    tokenHash: hashToken(token),
    username,
    email,
    role,
    invitedBy: by.username,
    expiresAt,
  });
  const id = stored._id.toString();
  // In the fragment, the token never reaches a server log or a Referer header.
  const url = `${publicUrl.replace(/\/$/, '')}/admin/invitation#token=${token}`;
  await recordAdminAction(
    { admin: by, action: 'team.invite', target: `admin:${username} (${role})`, address },
    { audit },
  );
  try {
    await mailer.send(
      invitationEmail({ to: email, username, role, invitedBy: by.username }, url, id),
    );
  } catch (error) {
    // The owner holds the link anyway and can pass it on; the invitation stands.
    logger.error({ err: error, invitation: id }, 'could not email the invitation');
  }
  return { id, url, expiresAt: expiresAt.toISOString() };
}
