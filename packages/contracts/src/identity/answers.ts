import { z } from 'zod';
import { pageAnswerSchema } from '../paging/page-answer';
import { adminRoleSchema } from './admin-roles';
import type {
  AdminIdentity,
  AdminSessionResponse,
  AdminUserRow,
  AdminUsersPage,
  CurrentUserResponse,
  PublicUser,
  UserResponse,
} from './responses';
import type { AdminLoginNextStep, AdminMfaEnabled, AdminMfaSetup } from './admin-mfa';

/*
 * Schemas of what identity answers the browser. The web kit parses every answer with one, so a
 * service that changes shape fails loudly, naming the endpoint, instead of showing `undefined`.
 */

export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.string(),
  verified: z.boolean(),
  rating: z.string(),
  reviewCount: z.number(),
  tradeCount: z.number(),
  lastVisit: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<PublicUser>;

/** POST /api/auth/login, POST /api/auth/register, PATCH /api/profile. */
export const userResponseSchema = z.object({
  user: publicUserSchema,
}) satisfies z.ZodType<UserResponse>;

/** GET /api/auth/me */
export const currentUserResponseSchema = z.object({
  user: publicUserSchema.nullable(),
}) satisfies z.ZodType<CurrentUserResponse>;

export const adminIdentitySchema = z.object({
  id: z.string(),
  username: z.string(),
  role: adminRoleSchema,
  mfaEnabled: z.boolean().optional(),
}) satisfies z.ZodType<AdminIdentity>;

/** GET /api/admin/session */
export const adminSessionResponseSchema = z.object({
  admin: adminIdentitySchema.nullable(),
}) satisfies z.ZodType<AdminSessionResponse>;

/** POST /api/admin/login: the admin, or the step still missing. */
export const adminLoginAnswerSchema = z.union([
  adminIdentitySchema,
  z.object({ mfaRequired: z.literal(true) }),
  z.object({ enrolmentRequired: z.literal(true) }),
]) satisfies z.ZodType<AdminIdentity | AdminLoginNextStep>;

/** POST /api/admin/mfa/setup */
export const adminMfaSetupSchema = z.object({
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
  secret: z.string(),
}) satisfies z.ZodType<AdminMfaSetup>;

/** POST /api/admin/mfa/enable */
export const adminMfaEnabledSchema = z.object({
  recoveryCodes: z.array(z.string()),
}) satisfies z.ZodType<AdminMfaEnabled>;

/**
 * PATCH /api/profile: the user as saved, and the new email waiting for its link to be opened
 * (null when the email did not change). The answer is the same whether that address is taken.
 */
export const profileUpdateAnswerSchema = userResponseSchema.extend({
  pendingEmail: z.string().nullable(),
});
export type ProfileUpdateAnswer = z.output<typeof profileUpdateAnswerSchema>;

/** POST /api/auth/register: 202, the same whether or not the email has an account. */
export const signUpStartedAnswerSchema = z.object({ message: z.string() });

/** POST /api/profile/confirm-email: says which address the account has now. */
export const confirmEmailAnswerSchema = z.object({ message: z.string() });

/** POST /api/auth/sign-out-others: how many other sessions ended. */
export const signOutOthersAnswerSchema = z.object({
  message: z.string(),
  ended: z.number().int().min(0),
});
export type SignOutOthersAnswer = z.output<typeof signOutOthersAnswerSchema>;

const adminUserRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  createdAt: z.string(),
  submissionCount: z.number().nullable(),
}) satisfies z.ZodType<AdminUserRow>;

/** GET /api/admin/users */
export const adminUsersPageSchema = pageAnswerSchema(
  adminUserRowSchema,
) satisfies z.ZodType<AdminUsersPage>;
