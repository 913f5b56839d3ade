export { paymentMethodsQueryKey, usePaymentMethods } from './api/get-payment-methods';
export { paymentMethodLabel } from './components/payment-method-label';
export { QuickAddPaymentMethodDialog } from './components/quick-add-payment-method-dialog';
export { PaymentMethodsTab } from './components/payment-methods-tab';
