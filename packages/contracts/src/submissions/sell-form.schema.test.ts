import { describe, expect, it } from 'vitest';
import { sellFormSchema } from './sell-form.schema';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg');
const valid = {
  brand: 'Amazon',
  denomination: '100',
  cardNumber: ' 6006-1234 ',
  cardFormat: 'digital' as const,
  expirationDate: '2030-12',
  paymentMethodId: 'm1',
  images: [photo()],
};

describe('the sell form', () => {
  it('gives the catalogue brand, the value in cents, trimmed texts and the photos', () => {
    const values = sellFormSchema.parse(valid);
    expect(values.brand.name).toBe('Amazon');
    expect(values.denominationCents).toBe(10_000);
    expect(values.cardNumber).toBe('6006-1234');
    expect(values.expirationDate).toBeUndefined();
    expect(values.images.map((file) => file.name)).toEqual(['front.jpg']);
  });

  it('asks for at least one photo and at most ten, in the documented words', () => {
    const messages = (images: File[]) =>
      sellFormSchema.safeParse({ ...valid, images }).error?.issues.map((issue) => issue.message);
    expect(messages([])).toEqual(['Please upload at least one clear photo of your gift card.']);
    expect(messages(Array.from({ length: 11 }, photo))).toEqual([
      'You can upload at most 10 images per submission.',
    ]);
  });

  it('refuses a payout method left unchosen', () => {
    const result = sellFormSchema.safeParse({ ...valid, paymentMethodId: '' });
    expect(result.error?.issues[0]?.message).toBe(
      'You need to add a payment method before submitting your gift card.',
    );
  });
});
