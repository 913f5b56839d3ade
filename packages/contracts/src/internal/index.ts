export {
  internalUserSchema,
  paymentMethodAnswerSchema,
  revokedSessionsResponseSchema,
  submissionCountsResponseSchema,
} from './answers';
export type { InternalUser } from './answers';
export {
  completionIdSchema,
  deliveredMessageSchema,
  payoutRequestSchema,
  payoutReversalSchema,
  submissionStatusNoticeSchema,
} from './messages';
export type { PayoutRequest, PayoutReversal, SubmissionStatusNotice } from './messages';
