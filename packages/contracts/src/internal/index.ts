export {
  internalUserSchema,
  paymentMethodAnswerSchema,
  revokedSessionsResponseSchema,
  submissionCountsResponseSchema,
} from './answers';
export type { InternalUser } from './answers';
