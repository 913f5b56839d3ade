import type { Logger } from 'pino';
import { internalRoutes } from '@cardbridge/api-routes';
import type { AdminUserRow, AdminUsersPage, AdminUsersQuery } from '@cardbridge/contracts';
import { escapeRegExp, newestFirstPage } from '@cardbridge/service-kit';
import type { InternalClient } from '@cardbridge/service-kit';
import type { UserModel } from '../users/user.model';

export interface ListUsersForAdminDeps {
  users: UserModel;
  /** The submissions service; without it (SUBMISSIONS_URL unset) counts are unknown. */
  submissions: InternalClient | undefined;
  logger: Logger;
}

/** Per-user submission counts, or null when the submissions service cannot answer. */
async function submissionCounts({
  submissions,
  logger,
}: Pick<ListUsersForAdminDeps, 'submissions' | 'logger'>): Promise<Record<string, number> | null> {
  if (!submissions) return null;
  try {
    const { counts } = await submissions.get(internalRoutes.submissionCounts);
    return counts;
  } catch (error) {
    // The Users tab still lists users; counts show as unknown rather than failing the page.
    logger.warn({ err: error }, 'submission counts unavailable');
    return null;
  }
}

/** A search matches the start of a username, email, first or last name, in any case. */
function searchFilter(q: string | undefined): Record<string, unknown> {
  if (!q) return {};
  const start = new RegExp(`^${escapeRegExp(q)}`, 'i');
  return {
    $or: [{ username: start }, { email: start }, { firstName: start }, { lastName: start }],
  };
}

/**
 * The admin's Users tab (docs/product.md#admin-review): users newest first, searched and paged on
 * the server, each with their number of submissions.
 */
export async function listUsersForAdmin(
  query: AdminUsersQuery,
  deps: ListUsersForAdminDeps,
): Promise<AdminUsersPage> {
  const [page, counts] = await Promise.all([
    newestFirstPage(deps.users, searchFilter(query.q), query, (user) => user),
    submissionCounts(deps),
  ]);
  return {
    ...page,
    items: page.items.map((user): AdminUserRow => {
      const id = String(user._id);
      return {
        id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        submissionCount: counts ? (counts[id] ?? 0) : null,
      };
    }),
  };
}
