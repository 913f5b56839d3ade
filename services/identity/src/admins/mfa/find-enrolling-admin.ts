import { createError } from '@cardbridge/service-kit';
import type { SessionService } from '../../sessions/session-service';
import type { EnrollingAdmin } from './admin-mfa-deps';
import type { MfaChallenges } from './mfa-challenge.model';

/** A signed-in admin, or one whose sign-in waits for enrolment (the challenge); else 401. */
export async function findEnrollingAdmin(
  { sessionToken, challengeId }: { sessionToken?: string; challengeId?: string },
  { sessions, challenges }: { sessions: Pick<SessionService, 'verify'>; challenges: MfaChallenges },
): Promise<EnrollingAdmin> {
  const session = sessionToken ? await sessions.verify(sessionToken, 'admin') : null;
  if (session) return { adminId: session.id };
  const challenge = await challenges.find(challengeId, 'enrol');
  if (challenge) return { adminId: challenge.adminId, challengeId: challenge.id };
  throw createError(401, 'Authentication required');
}
