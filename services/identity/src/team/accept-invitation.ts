import type { InvitationAccepted, InvitationAcceptRequest } from '@cardbridge/contracts';
import { createError, isDuplicateKeyError } from '@cardbridge/service-kit';
import type { AdminModel } from '../admins/admin.model';
import type { AdminAuditModel } from '../audit/admin-audit.model';
import { recordAdminAction } from '../audit/record-admin-action';
import { hashToken } from '../users/link-token';
import { hashPassword } from '../users/password';
import type { AdminInvitationModel } from './admin-invitation.model';

export const invalidInvitation = 'This invitation link is invalid';
export const usedInvitation = 'This invitation has already been used. Sign in instead.';
export const expiredInvitation = 'This invitation has expired. Ask an owner to invite you again.';

/** Why a link that opened nothing did not: used and expired links are gone (410), others are not ours. */
async function refusal(tokenHash: string, invitations: AdminInvitationModel) {
  const invitation = await invitations.findOne({ tokenHash }, { acceptedAt: 1 }).lean();
  if (!invitation) return createError(400, invalidInvitation);
  return createError(410, invitation.acceptedAt ? usedInvitation : expiredInvitation);
}

/**
 * The invitee sets a password and the admin exists with the invited role. The link is taken by
 * one conditional write (unused, unexpired), so it works once even when opened twice at once; if
 * the admin cannot be made (the username or email was taken since), the link is given back.
 * No session: the new admin signs in, enrolling an authenticator first when that is required.
 */
export async function acceptInvitation(
  { token, password, address }: InvitationAcceptRequest & { address: string },
  {
    admins,
    invitations,
    audit,
  }: { admins: AdminModel; invitations: AdminInvitationModel; audit: AdminAuditModel },
): Promise<InvitationAccepted> {
  const tokenHash = hashToken(token);
  const acceptedAt = new Date();
  const invitation = await invitations
    .findOneAndUpdate(
      { tokenHash, acceptedAt: null, expiresAt: { $gt: acceptedAt } },
      { $set: { acceptedAt } },
      { returnDocument: 'after' },
    )
    .lean();
  if (!invitation) throw await refusal(tokenHash, invitations);

  let created;
  try {
    created = await admins.create({
      username: invitation.username,
      email: invitation.email,
      passwordHash: await hashPassword(password),
      role: invitation.role,
    });
  } catch (error) {
    await invitations.updateOne(
      { _id: invitation._id, acceptedAt },
      { $set: { acceptedAt: null } },
    );
    if (isDuplicateKeyError(error)) {
      throw createError(409, 'An admin with this username or email exists already');
    }
    throw error;
  }
  const admin = { id: created._id.toString(), username: created.username, role: created.role };
  await recordAdminAction(
    { admin, action: 'team.join', target: `invitation:${invitation._id.toString()}`, address },
    { audit },
  );
  return admin;
}
