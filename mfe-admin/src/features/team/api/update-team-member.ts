import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema, type TeamMember, type TeamMemberPatch } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';
import { teamQueryKey } from './get-team';

/** PATCH /api/admin/team/{id}: a new role, or disabled true/false. */
export function updateTeamMember(id: string, patch: TeamMemberPatch): Promise<TeamMember> {
  return requestJson('PATCH', `/api/admin/team/${encodeURIComponent(id)}`, teamMemberSchema, patch);
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TeamMemberPatch }) =>
      updateTeamMember(id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
