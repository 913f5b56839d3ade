import { adminAuditMessage, createError } from '@cardbridge/service-kit';
import type { AdminAction, Outbox } from '@cardbridge/service-kit';
import { findImage } from '../images/find-image';
import type { ImageStore, StoredImageFile } from '../images/image-store';
import type { SubmissionModel } from '../submissions/submission.model';

export interface OpenCardPhotoInput {
  /** The stored file's own name (`<fileId>.<ext>`). */
  file: string;
  /** Sent as an attachment (`photo.download`) rather than shown (`photo.view`). */
  download: boolean;
  admin: AdminAction['admin'];
  /** The admin's address, for the audit trail. */
  address: string;
}

export interface OpenCardPhotoDeps {
  store: Pick<ImageStore, 'find'>;
  submissions: SubmissionModel;
  outbox: Outbox;
}

/**
 * An admin opens a card photo (docs/product.md#admin-team): the view or download is recorded in
 * the audit trail, through the outbox of the submission the photo belongs to, before a byte is
 * sent; if it cannot be recorded, the photo is not shown. A photo no submission holds (an upload
 * still under way) is not one to review: 404.
 */
export async function openCardPhoto(
  { file, download, admin, address }: OpenCardPhotoInput,
  { store, submissions, outbox }: OpenCardPhotoDeps,
): Promise<StoredImageFile> {
  const found = await findImage({ file }, { store });
  const holder = await submissions.findOne({ 'images.fileId': found.fileId }, { _id: 1 }).lean();
  if (!holder) throw createError(404, 'Image not found');
  const audit = adminAuditMessage(outbox, {
    admin,
    action: download ? 'photo.download' : 'photo.view',
    target: `submission:${String(holder._id)}/${found.filename}`,
    address,
  });
  // Not a change the seller sees: updatedAt stays.
  await submissions.updateOne({ _id: holder._id }, outbox.push(audit), { timestamps: false });
  outbox.notify();
  return found;
}
