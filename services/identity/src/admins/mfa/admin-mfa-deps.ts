import { createError } from '@cardbridge/service-kit';
import type { FieldCipher } from '@cardbridge/service-kit';
import type { LoginThrottle } from '../../auth/login-throttle';
import type { SessionService } from '../../sessions/session-service';
import type { AdminModel } from '../admin.model';
import type { AdminLoginAudit } from '../admin-login-audit';
import type { MfaChallenges } from './mfa-challenge.model';

/** What the admin MFA use cases work with. */
export interface AdminMfaDeps {
  admins: AdminModel;
  challenges: MfaChallenges;
  cipher: FieldCipher;
  throttle: LoginThrottle;
  audit: AdminLoginAudit;
  sessions: SessionService;
}

/** Who is enrolling: a signed-in admin, or one whose login requires enrolment first. */
export interface EnrollingAdmin {
  adminId: string;
  /** Set when enrolment completes a login: the challenge to close and a session to issue. */
  challengeId?: string;
}

/** The sealed seed's associated data: a seed sealed for another field cannot be swapped in. */
export const secretField = 'mfaSecret';

export const signInExpired = () =>
  createError(401, 'Your sign-in has expired. Enter your username and password again.');
