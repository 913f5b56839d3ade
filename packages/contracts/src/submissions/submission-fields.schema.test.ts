import { describe, expect, it } from 'vitest';
import { submissionFieldsSchema } from './submission-fields.schema';

const valid = {
  brand: 'Amazon',
  denomination: '100',
  cardNumber: '1234-5678-9012',
  securityCode: '123',
  cardFormat: 'physical',
  cardCondition: 'brand_new',
  paymentMethodId: 'pm1',
};

const messageFor = (input: Record<string, unknown>) =>
  submissionFieldsSchema.safeParse(input).error?.issues[0]?.message;

describe('submission fields', () => {
  it('resolves the brand from the catalogue and reads the value in cents', () => {
    const fields = submissionFieldsSchema.parse(valid);
    expect(fields.brand.name).toBe('Amazon');
    expect(fields.denominationCents).toBe(10_000);
  });

  it('uses the documented messages for the amount', () => {
    expect(messageFor({ ...valid, denomination: 'abc' })).toBe('Please enter a valid amount.');
    expect(messageFor({ ...valid, denomination: '0' })).toBe('Please enter a valid amount.');
    expect(messageFor({ ...valid, denomination: '10' })).toBe('Minimum amount for Amazon is $25.');
    expect(messageFor({ ...valid, denomination: '2000.01' })).toBe(
      'Maximum amount for Amazon is $2000.',
    );
  });

  it('refuses a brand that is not in the catalogue', () => {
    expect(messageFor({ ...valid, brand: 'Acme Bucks' })).toBe('Acme Bucks is not a brand we buy.');
  });

  it('requires the card number, the brand and a payout method', () => {
    expect(messageFor({ ...valid, cardNumber: '  ' })).toBe('Gift card code is required');
    expect(messageFor({ ...valid, brand: '' })).toBe('Brand is required');
    expect(messageFor({ ...valid, paymentMethodId: undefined })).toBe(
      'You need to add a payment method before submitting your gift card.',
    );
  });

  it('drops the security code and expiration of a digital card', () => {
    const fields = submissionFieldsSchema.parse({
      ...valid,
      cardFormat: 'digital',
      expirationDate: '2030-12',
    });
    expect(fields.securityCode).toBeUndefined();
    expect(fields.expirationDate).toBeUndefined();
  });
});
