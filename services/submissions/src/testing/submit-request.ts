import type { TestUser } from '@cardbridge/service-kit/testing';

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
