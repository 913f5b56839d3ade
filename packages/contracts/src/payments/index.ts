export {
  isPaymentMethodType,
  paymentMethodTypeInfo,
  paymentMethodTypes,
  payoutMethodLabel,
} from './payment-method-types';
export type { PaymentMethodType, PaymentMethodTypeInfo } from './payment-method-types';
export { accountInfoFormatError } from './account-info-format';
export {
  newPaymentMethodSchema,
  paymentMethodFormSchema,
  paymentMethodPatchSchema,
} from './payment-method.schema';
export type {
  NewPaymentMethod,
  NewPaymentMethodInput,
  PaymentMethod,
  PaymentMethodForm,
  PaymentMethodPatch,
} from './payment-method.schema';
export { adminPayoutsQuerySchema, payoutDeclineSchema } from './payout';
export type {
  AdminPayout,
  AdminPayoutsPage,
  AdminPayoutsQuery,
  Payout,
  PayoutAdmin,
  PayoutApproval,
  PayoutDecline,
} from './payout';
export { payoutStatuses, payoutStatusInfo } from './payout-status';
export type { PayoutStatus, PayoutStatusInfo } from './payout-status';
export {
  adminPayoutAnswerSchema,
  adminPayoutsPageSchema,
  payoutListSchema,
  payoutSchema,
  paymentMethodListSchema,
} from './answers';
