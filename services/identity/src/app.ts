import {
  createInbox,
  createFieldCipher,
  createInternalClient,
  encryptionKeyFrom,
  createMetricsRegistry,
  createServiceApp,
  isConnected,
  sessionGuards,
} from '@cardbridge/service-kit';
import type { ServiceDeps, ServiceRuntime } from '@cardbridge/service-kit';
import { adminAuditModel } from './audit/admin-audit.model';
import { adminAuditRoutes } from './audit/admin-audit.routes';
import { adminInvitationModel } from './team/admin-invitation.model';
import { teamRoutes } from './team/team.routes';
import { adminLoginAudit } from './admins/admin-login-audit';
import { adminModel } from './admins/admin.model';
import { adminRoutes } from './admins/admin.routes';
import { ensureConfiguredAdmin } from './admins/configured-admin';
import type { IdentityConfig } from './config';
import { internalRoutes } from './internal/internal.routes';
import { authRoutes } from './auth/auth.routes';
import { createLoginThrottle } from './auth/login-throttle';
import { loginThrottleModel } from './auth/login-throttle.model';
import { defaultAccountLimits } from './auth/account-limits';
import type { AccountLimits } from './auth/account-limits';
import { pendingRegistrationModel } from './auth/pending-registration.model';
import { createRegistrationLimiter } from './auth/registration-limit';
import { signInMetrics } from './auth/sign-in-metrics';
import { createWindowLimit } from './auth/window-limit';
import { defaultThrottlePolicy } from './auth/throttle-policy';
import type { ThrottlePolicy } from './auth/throttle-policy';
import { notificationsRoutes } from './notifications/notifications.routes';
import { emailChangeModel } from './profile/email-change.model';
import { profileRoutes } from './profile/profile.routes';
import { createSessionService } from './sessions/session-service';
import { sessionModel } from './sessions/session.model';
import { sessionKeyStore } from './sessions/signing-keys';
import { signingKeyModel } from './sessions/signing-key.model';
import { mfaChallenges } from './admins/mfa/mfa-challenge.model';
import { internalNotificationRoutes } from './notifications/internal-notification.routes';
import { createMailer } from './notifications/mailer';
import type { Mailer } from './notifications/mailer';
import { userModel } from './users/user.model';

export interface IdentityAppOptions extends ServiceDeps<IdentityConfig> {
  /** Failed-login slow-down and lock; tests shorten the waits. */
  throttlePolicy?: ThrottlePolicy;
  /** Allowances of account actions (session renewals...); tests lower them. */
  accountLimits?: AccountLimits;
  /** Where seller emails go; SMTP_URL or MAIL_DIR by default. */
  mailer?: Mailer;
}

/** The identity service: users, admins, sessions (and their signing key), audit log. */
export function createIdentityApp({
  config,
  db,
  logger,
  throttlePolicy = defaultThrottlePolicy,
  accountLimits = defaultAccountLimits,
  mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    mailDir: config.MAIL_DIR,
    from: config.MAIL_FROM,
  }),
}: IdentityAppOptions): ServiceRuntime {
  const users = userModel(db);
  const admins = adminModel(db);
  const keys = sessionKeyStore(signingKeyModel(db), config.JWT_PRIVATE_KEY);
  const sessions = createSessionService(sessionModel(db), keys);
  const guards = sessionGuards(sessions.verify);

  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = config;
  let adminEnsured: Promise<void> | undefined;
  const adminReady = () => {
    if (!username || !password) return Promise.resolve();
    adminEnsured ??= ensureConfiguredAdmin(admins, { username, password }, logger).catch(
      (error: unknown) => {
        adminEnsured = undefined;
        logger.error({ err: error }, 'could not ensure the configured admin');
      },
    );
    return adminEnsured;
  };
  // Start now so the first admin login does not pay for it; failures are retried on demand.
  void db.asPromise().then(adminReady, () => undefined);

  const throttle = createLoginThrottle(loginThrottleModel(db), throttlePolicy);
  const registrations = createRegistrationLimiter(loginThrottleModel(db), {
    perAddress: config.REGISTRATIONS_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  const refreshes = {
    perAddress: createWindowLimit(loginThrottleModel(db), accountLimits.refreshesPerAddress),
    perUser: createWindowLimit(loginThrottleModel(db), accountLimits.refreshesPerUser),
  };
  const auditTrail = adminAuditModel(db);
  const audit = adminLoginAudit({ audit: auditTrail, admins, logger });
  const inbox = createInbox(db);
  const challenges = mfaChallenges(db);
  const submissions = config.SUBMISSIONS_URL
    ? createInternalClient({
        service: 'submissions',
        baseUrl: config.SUBMISSIONS_URL,
        internalToken: config.INTERNAL_TOKEN,
        timeoutMs: 2_000,
      })
    : undefined;

  const registry = createMetricsRegistry();
  const signIns = signInMetrics(registry);
  const app = createServiceApp({
    logger,
    readiness: () => isConnected(db),
    trustedProxies: config.TRUSTED_PROXIES,
    metrics: { token: config.INTERNAL_TOKEN, registry },
    routers: [
      authRoutes({
        users,
        throttle,
        signUps: {
          pending: pendingRegistrationModel(db),
          registrations,
          perEmail: createWindowLimit(loginThrottleModel(db), accountLimits.signUpsPerEmail),
          mailer,
          publicUrl: config.PUBLIC_URL,
        },
        refreshes,
        sessions,
        guards,
        keys,
        signIns,
      }),
      profileRoutes({
        users,
        emailChange: {
          emailChanges: emailChangeModel(db),
          mailer,
          publicUrl: config.PUBLIC_URL,
          perAccount: createWindowLimit(
            loginThrottleModel(db),
            accountLimits.emailChangesPerAccount,
          ),
          perAddress: createWindowLimit(
            loginThrottleModel(db),
            accountLimits.emailChangesPerAddress,
          ),
        },
        sessions,
        throttle,
        guards,
      }),
      notificationsRoutes({ users, guards }),
      adminRoutes({
        login: {
          admins,
          throttle,
          audit,
          adminReady,
          challenges,
          mfaRequired: config.ADMIN_MFA_REQUIRED,
          signIns,
        },
        mfa: {
          admins,
          throttle,
          audit,
          challenges,
          cipher: createFieldCipher(
            encryptionKeyFrom(config.MFA_ENCRYPTION_KEY, config.INTERNAL_TOKEN, 'admin-mfa'),
          ),
        },
        sessions,
        guards,
        userList: { users, submissions, logger },
      }),
      internalRoutes({
        sessions: sessionModel(db),
        users,
        audit: auditTrail,
        inbox,
        internalToken: config.INTERNAL_TOKEN,
      }),
      adminAuditRoutes({ audit: auditTrail, guards }),
      teamRoutes({
        db,
        admins,
        invitations: adminInvitationModel(db),
        sessions,
        audit: auditTrail,
        mailer,
        publicUrl: config.PUBLIC_URL,
        logger,
        guards,
      }),
      internalNotificationRoutes({ users, mailer, inbox }, config.INTERNAL_TOKEN),
    ],
  });
  logger.info({ mail: mailer.destination }, 'seller emails go to this destination');
  return { app, workers: [] };
}
