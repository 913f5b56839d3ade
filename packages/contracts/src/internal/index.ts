export {
  internalUserSchema,
  noticeOutcomeSchema,
  paymentMethodAnswerSchema,
  revokedSessionsResponseSchema,
  submissionCountsResponseSchema,
} from './answers';
export type { InternalUser, NoticeOutcome } from './answers';
export {
  completionIdSchema,
  deliveredMessageSchema,
  payoutRequestSchema,
  payoutReversalSchema,
  submissionStatusNoticeSchema,
} from './messages';
export type { PayoutRequest, PayoutReversal, SubmissionStatusNotice } from './messages';
