import { useQuery } from '@tanstack/react-query';
import { deployHistoryPageSchema, type DeployHistoryPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

/** GET /api/admin/deploys: every remote's registry changes, newest first (owners). */
export function getDeploys(): Promise<DeployHistoryPage> {
  return getJson('/api/admin/deploys', deployHistoryPageSchema);
}

export function useDeploys() {
  return useQuery({ queryKey: ['deploys'], queryFn: getDeploys });
}
