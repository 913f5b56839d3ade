import { useQuery } from '@tanstack/react-query';
import { teamListSchema, type TeamList } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const teamQueryKey = ['team'] as const;

/** GET /api/admin/team: every admin, by username. */
export function getTeam(): Promise<TeamList> {
  return getJson('/api/admin/team', teamListSchema);
}

export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: getTeam });
}
