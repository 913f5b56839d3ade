import { useMutation } from '@tanstack/react-query';
import {
  invitationAcceptedSchema,
  type InvitationAccepted,
  type InvitationAcceptRequest,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';

/** POST /api/admin/invitations/accept: the invitee's password; the admin exists afterwards. */
export function acceptInvitation(body: InvitationAcceptRequest): Promise<InvitationAccepted> {
  return requestJson('POST', '/api/admin/invitations/accept', invitationAcceptedSchema, body);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
