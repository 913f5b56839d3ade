export {
  isPaymentMethodType,
  paymentMethodTypeInfo,
  paymentMethodTypes,
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
export { adminTransactionsQuerySchema, transactionStatuses } from './transaction';
export type {
  AdminTransaction,
  AdminTransactionsPage,
  AdminTransactionsQuery,
  Transaction,
  TransactionStatus,
} from './transaction';
export {
  adminTransactionsPageSchema,
  paymentMethodListSchema,
  transactionListSchema,
  transactionSchema,
} from './answers';
