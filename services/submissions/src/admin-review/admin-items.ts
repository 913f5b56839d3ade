import type { AdminSubmission } from '@cardbridge/contracts';
import type { CardCipher } from '../card-secrets/card-cipher';
import { duplicateCardSignals } from '../fraud-signals/duplicate-card-signals';
import type { SubmissionModel, SubmissionRecord } from '../submissions/submission.model';
import { toAdminSubmission } from './admin-submission.view';

export interface AdminItemsDeps {
  submissions: SubmissionModel;
  cipher: CardCipher;
}

/**
 * Submissions as the admin is shown them: their duplicate-card signals worded (one read for all)
 * and the secrets only for a role that holds them.
 */
export async function toAdminItems(
  docs: readonly SubmissionRecord[],
  { secrets }: { secrets: boolean },
  { submissions, cipher }: AdminItemsDeps,
): Promise<AdminSubmission[]> {
  const duplicates = await duplicateCardSignals(docs, { submissions });
  const now = new Date();
  return docs.map((doc) =>
    toAdminSubmission(doc, cipher, {
      secrets,
      duplicateSignals: duplicates.get(String(doc._id)),
      now,
    }),
  );
}

/** One submission as the admin is shown it. */
export async function toAdminItem(
  doc: SubmissionRecord,
  options: { secrets: boolean },
  deps: AdminItemsDeps,
): Promise<AdminSubmission> {
  const [item] = await toAdminItems([doc], options, deps);
  return item!;
}
