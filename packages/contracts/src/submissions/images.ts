/** Image rules (docs/product.md#validation): the bytes decide the type, at most 10 MB each and 10 each time. */
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Pixels one photo may have (width x height), checked before it is decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What the file chooser offers; the server still decides by the file's bytes. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

export const imageMessages = {
  required: 'Please upload at least one clear photo of your gift card.',
  tooMany: `You can upload at most ${MAX_IMAGES} images per submission.`,
  tooLarge: (name: string) => `${name} is larger than 10 MB.`,
  notAnImage: (name: string) => `${name} is not a JPEG, PNG, WebP or HEIC image.`,
  tooManyPixels: (name: string) =>
    `${name} is too large: images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  unreadable: (name: string) => `${name} could not be read as an image; it may be damaged.`,
} as const;
