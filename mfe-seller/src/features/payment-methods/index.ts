export { QuickAddPaymentMethodDialog } from './components/quick-add-payment-method-dialog';
export { PaymentMethodsTab } from './components/payment-methods-tab';
export { PaymentMethodsSummary } from './components/payment-methods-summary';
