import {
  adjustmentRequestSchema,
  adminLoginSchema,
  adminMfaEnableSchema,
  adminMfaLoginSchema,
  adminUserReplySchema,
  changePasswordSchema,
  clientEventSchema,
  confirmEmailSchema,
  confirmSignUpSchema,
  contactFormSchema,
  contactMessageSchema,
  invitationAcceptSchema,
  loginSchema,
  newPaymentMethodSchema,
  notificationsUpdateSchema,
  paymentMethodPatchSchema,
  payoutDeclineSchema,
  profileSchema,
  quoteRequestObject,
  rateChangeSchema,
  registerSchema,
  submissionFieldsSchema,
  teamInvitationSchema,
  teamMemberPatchSchema,
  threadKeySchema,
  userChatMessageSchema,
} from '@cardbridge/contracts';
import type { z } from 'zod';

/**
 * The zod contract each request body is validated with, by `METHOD path`: the same schemas the
 * services and the forms use. The route table attaches them to its rows.
 */
export const jsonBodies: Record<string, z.ZodType> = {
  'POST /api/auth/register': registerSchema,
  'POST /api/auth/register/confirm': confirmSignUpSchema,
  'POST /api/auth/login': loginSchema,
  'POST /api/admin/login': adminLoginSchema,
  'POST /api/admin/login/mfa': adminMfaLoginSchema,
  'POST /api/admin/mfa/enable': adminMfaEnableSchema,
  'PATCH /api/profile': profileSchema,
  'POST /api/profile/confirm-email': confirmEmailSchema,
  'PATCH /api/notifications': notificationsUpdateSchema,
  'PATCH /api/change-password': changePasswordSchema,
  'POST /api/payment-methods': newPaymentMethodSchema,
  'PATCH /api/payment-methods/{id}': paymentMethodPatchSchema,
  'POST /api/admin/transactions/{id}/decline': payoutDeclineSchema,
  'POST /api/contact': contactFormSchema,
  'POST /api/contact/message': contactMessageSchema,
  'POST /api/chat/message': userChatMessageSchema,
  'POST /api/admin/chat/reply': adminUserReplySchema,
  'POST /api/admin/contact/reply': contactMessageSchema,
  'POST /api/admin/chat/mark-read': threadKeySchema,
  'POST /api/client-events': clientEventSchema,
  'POST /api/admin/team/invitations': teamInvitationSchema,
  'PATCH /api/admin/team/{id}': teamMemberPatchSchema,
  'POST /api/admin/invitations/accept': invitationAcceptSchema,
  'POST /api/quotes': quoteRequestObject,
  'PATCH /api/admin/brands/{slug}': rateChangeSchema,
  'POST /api/admin/submissions/{id}/adjust': adjustmentRequestSchema,
};

export const multipartBodies: Record<string, z.ZodType> = {
  'POST /api/submit-gift-card': submissionFieldsSchema,
};
