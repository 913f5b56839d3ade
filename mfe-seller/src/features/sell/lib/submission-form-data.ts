import type { SellFormValues } from '@cardbridge/contracts';

/**
 * The multipart body of docs/product.md#api plus the chosen payout method, from a valid sell form. Text
 * fields go first so the server reads them before the (large) images; the schema has already
 * trimmed them and kept security code and expiration for physical cards only.
 */
export function submissionFormData(
  values: SellFormValues,
  quoteId?: string,
  resubmitOf?: string,
): FormData {
  const form = new FormData();
  form.append('brand', values.brand.name);
  form.append('denomination', values.denomination.trim());
  form.append('cardNumber', values.cardNumber);
  if (values.securityCode) form.append('securityCode', values.securityCode);
  if (values.expirationDate) form.append('expirationDate', values.expirationDate);
  form.append('cardFormat', values.cardFormat);
  form.append('cardCondition', values.cardCondition);
  if (values.notes) form.append('notes', values.notes);
  form.append('paymentMethodId', values.paymentMethodId);
  // The rate lock: the card is paid at its rate (docs/product.md#rate-lock).
  if (quoteId) form.append('quoteId', quoteId);
  // The rejection this corrects (docs/product.md#resubmission).
  if (resubmitOf) form.append('resubmitOf', resubmitOf);
  for (const image of values.images) form.append('images', image, image.name);
  return form;
}
