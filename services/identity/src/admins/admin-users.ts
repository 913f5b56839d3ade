import type { Logger } from 'pino';
import type { AdminUserRow, SubmissionCountsResponse } from '@cardbridge/contracts';
import { internalTokenHeader } from '@cardbridge/service-kit';
import type { UserModel } from '../users/user.model';

export interface SubmissionCountsSource {
  /** The submissions service's base URL; without it counts are unknown. */
  submissionsUrl: string | undefined;
  internalToken: string;
  logger: Logger;
  timeoutMs?: number;
}

/** Per-user submission counts from the submissions service, or null when it cannot answer. */
async function fetchSubmissionCounts({
  submissionsUrl,
  internalToken,
  logger,
  timeoutMs = 2_000,
}: SubmissionCountsSource): Promise<Record<string, number> | null> {
  if (!submissionsUrl) return null;
  try {
    const response = await fetch(new URL('/internal/submission-counts', submissionsUrl), {
      headers: { [internalTokenHeader]: internalToken },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`submissions answered ${response.status}`);
    const body = (await response.json()) as SubmissionCountsResponse;
    return body.counts;
  } catch (error) {
    // The Users tab still lists users; counts show as unknown rather than failing the page.
    logger.warn({ err: error }, 'submission counts unavailable');
    return null;
  }
}

/** GET /api/admin/users: every user, newest first, with their number of submissions. */
export async function listUsersForAdmin(
  users: UserModel,
  counts: SubmissionCountsSource,
): Promise<AdminUserRow[]> {
  const [rows, submissionCounts] = await Promise.all([
    users
      .find({}, { username: 1, email: 1, firstName: 1, lastName: 1, role: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .lean(),
    fetchSubmissionCounts(counts),
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
      submissionCount: submissionCounts ? (submissionCounts[id] ?? 0) : null,
    };
  });
}
