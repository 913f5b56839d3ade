import { paymentMethodTypeInfo } from '@cardbridge/contracts';
import type { PaymentMethod } from '@cardbridge/contracts';

/** How a payout method is named in lists and selectors: 'PayPal - ann@example.com'. */
export function paymentMethodLabel(method: Pick<PaymentMethod, 'type' | 'accountInfo'>): string {
  return `${paymentMethodTypeInfo[method.type].label} - ${method.accountInfo}`;
}
