import type {
  AdminChatMessage,
  AdminIdentity,
  AdminSessionResponse,
  AdminPayoutsPage,
  AdminUsersPage,
  ChatMessagesPage,
  ChatThreadsPage,
  ContactChatMessage,
  ContactSessionResponse,
  CurrentUserResponse,
  DeployHistoryPage,
  MySubmission,
  NotificationPreferences,
  PaymentMethod,
  SubmissionCountsResponse,
  SubmitGiftCardResponse,
  Payout,
  UserChatMessage,
  UserResponse,
  AdminLoginNextStep,
  AdminSubmission,
  AdminSubmissionsPage,
  AdminSubmissionFacets,
  SubmissionClaim,
  AdminMfaEnabled,
  AdminMfaSetup,
  SignOutOthersAnswer,
  ProfileUpdateAnswer,
  PublicBrand,
  Quote,
  RateHistoryPage,
  PayoutInsights,
  SubmissionInsights,
} from '@cardbridge/contracts';

/** A `{ message }` answer, as every route gives for a refusal or a plain confirmation. */
export interface MessageAnswer {
  message: string;
}

/**
 * What each API route answers, by `'<METHOD> <path>'` (path parameters as `:name`), typed by the
 * contracts so a mocked answer cannot drift from what the service sends. A workspace adding a
 * route it mocks extends this interface where it tests it:
 *
 *     declare module '@cardbridge/web-kit/testing' {
 *       interface ApiAnswers { 'GET /api/reviews': Review[] }
 *     }
 */
export interface ApiAnswers {
  'GET /api/auth/me': CurrentUserResponse;
  'POST /api/auth/login': UserResponse;
  'POST /api/auth/register': MessageAnswer;
  'POST /api/auth/register/confirm': UserResponse;
  'POST /api/auth/logout': MessageAnswer;
  'POST /api/auth/sign-out-others': SignOutOthersAnswer;
  'PATCH /api/profile': ProfileUpdateAnswer;
  'POST /api/profile/confirm-email': MessageAnswer;
  'PATCH /api/change-password': MessageAnswer;
  'GET /api/notifications': NotificationPreferences;
  'PATCH /api/notifications': NotificationPreferences;
  'GET /api/admin/me': AdminIdentity;
  'GET /api/admin/session': AdminSessionResponse;
  'POST /api/admin/login': AdminIdentity | AdminLoginNextStep;
  'POST /api/admin/login/mfa': AdminIdentity;
  'POST /api/admin/mfa/setup': AdminMfaSetup;
  'POST /api/admin/mfa/enable': AdminMfaEnabled;
  'POST /api/admin/logout': MessageAnswer;
  'GET /api/admin/users': AdminUsersPage;
  'GET /api/admin/transactions': AdminPayoutsPage;
  'GET /api/transactions': Payout[];
  'GET /api/admin/submissions': AdminSubmissionsPage;
  'PATCH /api/admin/submissions/:id/status': AdminSubmission;
  'GET /api/admin/submissions/facets': AdminSubmissionFacets;
  'POST /api/admin/submissions/:id/claim': SubmissionClaim;
  'DELETE /api/admin/submissions/:id/claim': MessageAnswer;
  'POST /api/admin/submissions/next': AdminSubmission;
  'GET /api/my-submissions': MySubmission[];
  'POST /api/my-submissions/:id/accept-adjustment': MySubmission;
  'POST /api/my-submissions/:id/decline-adjustment': MySubmission;
  'POST /api/my-submissions/:id/cancel': MySubmission;
  'POST /api/admin/submissions/:id/adjust': AdminSubmission;
  'GET /api/my-submissions/counts': SubmissionCountsResponse;
  'POST /api/submit-gift-card': SubmitGiftCardResponse;
  'GET /api/payment-methods': PaymentMethod[];
  'POST /api/payment-methods': PaymentMethod;
  'PATCH /api/payment-methods/:id': PaymentMethod;
  'DELETE /api/payment-methods/:id': MessageAnswer;
  'GET /api/chat/messages': ChatMessagesPage<UserChatMessage>;
  'POST /api/chat/message': UserChatMessage;
  'POST /api/contact': ContactSessionResponse;
  'GET /api/contact/messages': ChatMessagesPage<ContactChatMessage>;
  'POST /api/contact/message': ContactChatMessage;
  'GET /api/admin/chat/threads': ChatThreadsPage;
  'GET /api/admin/chat/messages': ChatMessagesPage<AdminChatMessage>;
  'GET /api/admin/deploys': DeployHistoryPage;
  'GET /api/brands': PublicBrand[];
  'POST /api/quotes': Quote;
  'PATCH /api/admin/brands/:slug': PublicBrand;
  'GET /api/admin/brands/:slug/history': RateHistoryPage;
  'GET /api/admin/insights/submissions': SubmissionInsights;
  'GET /api/admin/insights/payouts': PayoutInsights;
}

export type ApiRoute = keyof ApiAnswers & string;
