import { useInfiniteQuery } from '@tanstack/react-query';
import { adminAuditPageSchema, type AdminAuditPage } from '@cardbridge/contracts';
import { getJson } from '@cardbridge/web-kit';

export const auditQueryKey = ['audit'] as const;

/** The Audit tab's filters: a username, an action or its family, and dates (YYYY-MM-DD). */
export interface AuditFilters {
  admin: string;
  action: string;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { admin: '', action: '', from: '', to: '' };

/** GET /api/admin/audit: one page of the trail, newest first, filtered by the server. */
export function getAudit(
  filters: AuditFilters,
  cursor: string | undefined,
): Promise<AdminAuditPage> {
  const params = new URLSearchParams({ limit: '50' });
  for (const [name, value] of Object.entries(filters)) {
    if (value.trim()) params.set(name, value.trim());
  }
  if (cursor) params.set('cursor', cursor);
  return getJson(`/api/admin/audit?${params}`, adminAuditPageSchema);
}

/** The trail matching `filters`, page after page ("Load more"). */
export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [...auditQueryKey, filters],
    queryFn: ({ pageParam }) => getAudit(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
