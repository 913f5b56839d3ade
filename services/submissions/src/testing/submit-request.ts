import type { TestUser } from '@cardbridge/service-kit/testing';
import { jpeg } from './images';

export interface ImagePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body as the sell form sends it: fields first, then the repeated `images` parts. */
export function submissionForm(fields: Record<string, string>, images: ImagePart[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) {
    form.append(
      'images',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/jpeg' }),
      image.name,
    );
  }
  return form;
}

export function submit(baseUrl: string, user: TestUser | undefined, form: FormData) {
  return fetch(`${baseUrl}/api/submit-gift-card`, {
    method: 'POST',
    headers: user ? { cookie: user.cookie } : {},
    body: form,
  });
}

/** A $100 Amazon e-code's valid fields. */
export const digitalCardFields = (paymentMethodId: string) => ({
  brand: 'Amazon',
  denomination: '100',
  cardNumber: '6006-4912-3456-7890',
  cardFormat: 'digital',
  cardCondition: 'brand_new',
  paymentMethodId,
});

/** The smallest valid submission: a $100 Amazon e-code with one photo (of `image` bytes). */
export function digitalCardForm(
  paymentMethodId: string,
  image: number | Buffer = 20_000,
): FormData {
  return submissionForm(digitalCardFields(paymentMethodId), [
    { name: 'front.jpg', bytes: typeof image === 'number' ? jpeg(image) : image },
  ]);
}
