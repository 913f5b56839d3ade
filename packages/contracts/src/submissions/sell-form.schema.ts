import { z } from 'zod';
import { imageMessages, MAX_IMAGES } from './images';
import { resolveSubmissionFields, submissionFieldsObject } from './submission-fields.schema';

/** A photo as the browser holds it; the server still decides its type by the bytes. */
const imageFile = z.custom<File>(
  (value) => typeof File !== 'undefined' && value instanceof File,
  imageMessages.required,
);

/**
 * The sell form (step 2): the submission's text fields plus the photos and the payout method, checked
 * by the same rules and words as the server before anything is uploaded.
 */
export const sellFormSchema = submissionFieldsObject
  .extend({
    images: z
      .array(imageFile)
      .min(1, imageMessages.required)
      .max(MAX_IMAGES, imageMessages.tooMany),
  })
  .transform(resolveSubmissionFields);

/** What the form holds while the seller types (the one sell-form type; the rest derive from it). */
export type SellFormInput = z.input<typeof sellFormSchema>;
/** What a valid form gives: the brand from the catalogue, the value in cents, trimmed texts. */
export type SellFormValues = z.output<typeof sellFormSchema>;
