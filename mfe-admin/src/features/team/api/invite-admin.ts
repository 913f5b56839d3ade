import { useMutation } from '@tanstack/react-query';
import {
  teamInvitationAnswerSchema,
  type TeamInvitationAnswer,
  type TeamInvitationRequest,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';

/** POST /api/admin/team/invitations: the one-time link, answered once. */
export function inviteAdmin(invitation: TeamInvitationRequest): Promise<TeamInvitationAnswer> {
  return requestJson('POST', '/api/admin/team/invitations', teamInvitationAnswerSchema, invitation);
}

export function useInviteAdmin() {
  return useMutation({ mutationFn: inviteAdmin });
}
