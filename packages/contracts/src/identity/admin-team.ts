import { z } from 'zod';
import { adminRoleSchema } from './admin-roles';
import { emailField, linkTokenField, newPasswordField, usernameField } from './fields';

/** One row of GET /api/admin/team (docs/product.md#admin-team). */
export const teamMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: adminRoleSchema,
  disabled: z.boolean(),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

/** The team is small: one page, so `nextCursor` is always null. */
export const teamListSchema = z.object({
  items: z.array(teamMemberSchema),
  nextCursor: z.null(),
});
export type TeamList = z.output<typeof teamListSchema>;

/** POST /api/admin/team/invitations: who is invited, and to which role. */
export const teamInvitationSchema = z.object({
  username: usernameField,
  email: emailField,
  role: adminRoleSchema,
});
export type TeamInvitationInput = z.input<typeof teamInvitationSchema>;
export type TeamInvitationRequest = z.output<typeof teamInvitationSchema>;

/** Its 201 answer: the one-time link, shown to the owner once (and emailed to the invitee). */
export const teamInvitationAnswerSchema = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitationAnswer = z.output<typeof teamInvitationAnswerSchema>;

/** POST /api/admin/invitations/accept: the link's token and the new admin's password. */
export const invitationAcceptSchema = z.object({
  token: linkTokenField,
  password: newPasswordField,
});
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;
export type InvitationAcceptRequest = z.output<typeof invitationAcceptSchema>;

/** Its 201 answer: the new admin, who signs in next (enrolling an authenticator if required). */
export const invitationAcceptedSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: adminRoleSchema,
});
export type InvitationAccepted = z.output<typeof invitationAcceptedSchema>;

/** PATCH /api/admin/team/{id}: a new role, or disabling / enabling (one change at a time). */
export const teamMemberPatchSchema = z
  .object({
    role: adminRoleSchema.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
  })
  .refine((patch) => (patch.role === undefined) !== (patch.disabled === undefined), {
    error: 'Send either a role or disabled: true|false',
  });
export type TeamMemberPatch = z.output<typeof teamMemberPatchSchema>;
