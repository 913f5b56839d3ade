import { isDuplicateKeyError } from '@cardbridge/service-kit';
import type { AdminAuditModel, AdminAuditRecord } from './admin-audit.model';

export type NewAdminAuditEntry = Omit<AdminAuditRecord, '_id'>;

/**
 * Appends one entry. An entry keyed by a delivered message is stored once however often it is
 * delivered: a second insert of the key answers the first entry's id.
 */
export async function appendAdminAudit(
  entry: NewAdminAuditEntry,
  { audit }: { audit: AdminAuditModel },
): Promise<{ id: string }> {
  try {
    const created = await audit.create(entry);
    return { id: created._id.toString() };
  } catch (error) {
    if (!entry.key || !isDuplicateKeyError(error)) throw error;
    const first = await audit.findOne({ key: entry.key }, { _id: 1 }).lean();
    return { id: String(first?._id) };
  }
}
