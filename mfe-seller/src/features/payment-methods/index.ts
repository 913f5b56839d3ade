export { QuickAddPaymentMethodDialog } from './components/quick-add-payment-method-dialog';
export { PaymentMethodsTab } from './components/payment-methods-tab';
