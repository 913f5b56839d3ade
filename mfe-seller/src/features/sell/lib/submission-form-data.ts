import type { CardCondition, CardFormat } from '@cardbridge/contracts';

export interface SellFormValues {
  brand: string;
  denomination: string;
  cardNumber: string;
  securityCode: string;
  expirationDate: string;
  cardFormat: CardFormat;
  cardCondition: CardCondition;
  notes: string;
  paymentMethodId: string;
  images: File[];
}

/**
 * The multipart body of spec section 7 plus the chosen payout method. Text fields go first so the
 * server reads them before the (large) images; security code and expiration only for physical cards.
 */
export function submissionFormData(values: SellFormValues): FormData {
  const form = new FormData();
  form.append('brand', values.brand);
  form.append('denomination', values.denomination.trim());
  form.append('cardNumber', values.cardNumber.trim());
  if (values.cardFormat === 'physical') {
    if (values.securityCode.trim()) form.append('securityCode', values.securityCode.trim());
    if (values.expirationDate.trim()) form.append('expirationDate', values.expirationDate.trim());
  }
  form.append('cardFormat', values.cardFormat);
  form.append('cardCondition', values.cardCondition);
  if (values.notes.trim()) form.append('notes', values.notes.trim());
  form.append('paymentMethodId', values.paymentMethodId);
  for (const image of values.images) form.append('images', image, image.name);
  return form;
}
