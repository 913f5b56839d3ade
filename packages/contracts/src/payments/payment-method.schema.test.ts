import { describe, expect, it } from 'vitest';
import { newPaymentMethodSchema, paymentMethodFormSchema } from './payment-method.schema';
import { paymentMethodTypes } from './payment-method-types';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('payment method schemas', () => {
  it('requires type, account information and account name in the dashboard form', () => {
    const result = paymentMethodFormSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Payment type is required',
        'Account information is required',
        'Account name is required',
      ]),
    );
  });

  it('accepts the sell flow payload without an account name', () => {
    const result = newPaymentMethodSchema.parse({ type: 'paypal', accountInfo: 'ann@example.com' });
    expect(result).toEqual({
      type: 'paypal',
      accountInfo: 'ann@example.com',
      accountName: '',
      isDefault: false,
    });
  });

  it('refuses google_play, a defect of the earlier product', () => {
    const result = newPaymentMethodSchema.safeParse({ type: 'google_play', accountInfo: 'a@b.co' });
    expect(firstMessage(result)).toBe('Payment type is required');
  });

  it.each([
    ['paypal', 'ann@example.com', 'not-an-email'],
    ['venmo', '@ann-smith', 'ann smith'],
    ['zelle', '(555) 123-4567', '12345'],
    ['chime', '$annsmith', 'ann'],
    ['varo', 'ann@example.com', 'ann'],
    ['google_pay', 'ann@gmail.com', '5551234567'],
    ['apple_pay', '+1 555 123 4567', 'apple'],
    ['greendot', '124303120 / 1234567890', '123456789 / 1234567890'],
    ['revolut', '@annsmith', 'annsmith'],
    ['bank_transfer', '021000021 / 123456789', '021000021'],
    ['check_by_mail', '12 Main St, Springfield, IL 62701', '12 Main St'],
  ])('checks the format of %s accounts', (type, good, bad) => {
    expect(newPaymentMethodSchema.safeParse({ type, accountInfo: good }).success).toBe(true);
    const refused = newPaymentMethodSchema.safeParse({ type, accountInfo: bad });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['accountInfo']);
  });

  it('covers every canonical type with a format check', () => {
    expect(paymentMethodTypes).toHaveLength(11);
  });
});
