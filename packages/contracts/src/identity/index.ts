export {
  adminPermissionRoles,
  adminRoles,
  adminRoleSchema,
  roleAllows,
  roleRefusalMessage,
} from './admin-roles';
export type { AdminPermission, AdminRole } from './admin-roles';
export { adminUsersQuerySchema } from './admin-users-query';
export { registrationsFromSchema, registrationsQuerySchema } from './registrations';
export type { RegistrationsFrom } from './registrations';
export type { AdminUsersQuery } from './admin-users-query';
export { changePasswordSchema } from './change-password';
export type { ChangePasswordInput } from './change-password';
export {
  emailField,
  firstNameField,
  lastNameField,
  minimumPasswordLength,
  newPasswordField,
  phoneNumberField,
  usernameField,
} from './fields';
export type { PasswordStrength } from './password-strength';
export { adminLoginSchema, loginSchema } from './login';
export type { AdminLoginInput, AdminLoginRequest, LoginInput, LoginRequest } from './login';
export {
  defaultNotificationPreferences,
  notificationPreferencesSchema,
  notificationsUpdateSchema,
} from './notifications';
export type { NotificationPreferences, NotificationsUpdate } from './notifications';
export { confirmEmailSchema, profileSchema } from './profile';
export type { ConfirmEmailRequest, ProfileInput, ProfileRequest } from './profile';
export { confirmSignUpSchema, registerSchema, signUpStartedMessage } from './register';
export type { RegisterInput, RegisterRequest } from './register';
export type {
  AdminIdentity,
  AdminSessionResponse,
  AdminUserRow,
  AdminUsersPage,
  CurrentUserResponse,
  PublicUser,
  RevokedSessionsResponse,
  UserResponse,
} from './responses';
export {
  adminSessionCookie,
  adminSessionTtlSeconds,
  sessionAudience,
  sessionIssuer,
  userSessionCookie,
  userSessionTtlSeconds,
} from './session';
export type { SessionClaims, SessionKind } from './session';
export {
  adminMfaChallengeCookie,
  adminMfaEnableSchema,
  adminMfaLoginSchema,
  adminMfaSetupRequestSchema,
} from './admin-mfa';
export type {
  AdminLoginNextStep,
  AdminMfaEnabled,
  AdminMfaEnableRequest,
  AdminMfaLoginRequest,
  AdminMfaSetup,
  AdminMfaSetupRequest,
} from './admin-mfa';
export {
  adminIdentitySchema,
  adminLoginAnswerSchema,
  adminMfaEnabledSchema,
  adminMfaSetupSchema,
  adminSessionResponseSchema,
  adminUsersPageSchema,
  confirmEmailAnswerSchema,
  signUpStartedAnswerSchema,
  currentUserResponseSchema,
  profileUpdateAnswerSchema,
  publicUserSchema,
  signOutOthersAnswerSchema,
  userResponseSchema,
} from './answers';
export type { ProfileUpdateAnswer, SignOutOthersAnswer } from './answers';
export {
  adminAuditEntrySchema,
  adminAuditItemSchema,
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminAuditRecordedSchema,
} from './admin-audit';
export type {
  AdminAuditEntry,
  AdminAuditItem,
  AdminAuditPage,
  AdminAuditQuery,
} from './admin-audit';
export {
  invitationAcceptSchema,
  invitationAcceptedSchema,
  teamInvitationAnswerSchema,
  teamInvitationSchema,
  teamListSchema,
  teamMemberPatchSchema,
  teamMemberSchema,
} from './admin-team';
export type {
  InvitationAccepted,
  InvitationAcceptInput,
  InvitationAcceptRequest,
  TeamInvitationAnswer,
  TeamInvitationInput,
  TeamInvitationRequest,
  TeamList,
  TeamMember,
  TeamMemberPatch,
} from './admin-team';
