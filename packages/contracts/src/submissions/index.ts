export { checkAmount } from './amount';
export type { AmountCheck } from './amount';
export {
  acceptedImageTypes,
  imageMessages,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGES,
} from './images';
export { adjustmentAnswers, adjustmentRequestSchema } from './adjustment';
export type { Adjustment, AdjustmentAnswer, AdjustmentRequest } from './adjustment';
export {
  isReasonCode,
  reasonCodeInfo,
  reasonCodes,
  resubmittableReasonCodes,
} from './reason-codes';
export type { ReasonCode, ReasonCodeInfo } from './reason-codes';
export { timelineStageLabels, timelineStages } from './timeline';
export type { TimelineEntry, TimelineStage } from './timeline';
export {
  canMoveSubmission,
  submissionSellerMoves,
  needsReason,
  reasonLabel,
  submissionStatuses,
  submissionStatusInfo,
} from './submission-status';
export type {
  StatusReasonCopy,
  SubmissionMove,
  SubmissionSellerMove,
  SubmissionStatus,
  SubmissionStatusInfo,
} from './submission-status';
export {
  cardConditions,
  cardFormats,
  resolveSubmissionFields,
  submissionFieldsObject,
  submissionFieldsSchema,
} from './submission-fields.schema';
export { sellFormSchema } from './sell-form.schema';
export type { SellFormInput, SellFormValues } from './sell-form.schema';
export type { CardCondition, CardFormat, SubmissionFields } from './submission-fields.schema';
export type {
  MySubmission,
  SubmissionCountsResponse,
  SubmitGiftCardResponse,
} from './my-submission';
export {
  adminSubmissionsQuerySchema,
  otherNeedsReason,
  statusChangeSchema,
} from './admin-submission';
export type {
  AdminSubmission,
  EarlierDecision,
  AdminSubmissionsPage,
  AdminSubmissionsQuery,
  StatusChangeRequest,
  StatusHistoryEntry,
} from './admin-submission';
export { currentMonth, expirationMonthSchema } from './expiration-month';
export {
  adminSubmissionSchema,
  adminSubmissionsPageSchema,
  mySubmissionListSchema,
  mySubmissionSchema,
  submitGiftCardResponseSchema,
} from './answers';
export {
  adminSubmissionFacetsSchema,
  adminSubmissionOrders,
  claimLeaseMinutes,
  submissionClaimSchema,
  submissionSignalLabel,
  submissionSignalSchema,
  submissionSignalTypes,
} from './review-console';
export type {
  AdminSubmissionFacets,
  AdminSubmissionOrder,
  SubmissionClaim,
  SubmissionSignal,
  SubmissionSignalType,
} from './review-console';
