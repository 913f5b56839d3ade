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
export { adminPayoutsQuerySchema } from './payout';
export type { AdminPayout, AdminPayoutsPage, AdminPayoutsQuery, Payout } from './payout';
export { payoutStatuses, payoutStatusInfo } from './payout-status';
export type { PayoutStatus, PayoutStatusInfo } from './payout-status';
export {
  adminPayoutsPageSchema,
  payoutListSchema,
  payoutSchema,
  paymentMethodListSchema,
} from './answers';
