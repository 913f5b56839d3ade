import type { Logger } from 'pino';
import { submissionCountsResponseSchema } from '@cardbridge/contracts';
import type { AdminUserRow } from '@cardbridge/contracts';
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
    const { counts } = await submissions.get(
      '/internal/submission-counts',
      submissionCountsResponseSchema,
    );
    return counts;
  } catch (error) {
    // The Users tab still lists users; counts show as unknown rather than failing the page.
    logger.warn({ err: error }, 'submission counts unavailable');
    return null;
  }
}

/** The admin's Users tab: every user, newest first, with their number of submissions. */
export async function listUsersForAdmin(deps: ListUsersForAdminDeps): Promise<AdminUserRow[]> {
  const [rows, counts] = await Promise.all([
    deps.users
      .find({}, { username: 1, email: 1, firstName: 1, lastName: 1, role: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .lean(),
    submissionCounts(deps),
  ]);
  return rows.map((user) => {
    const id = user._id.toString();
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
  });
}
