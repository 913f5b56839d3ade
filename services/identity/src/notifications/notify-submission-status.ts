import type { NoticeOutcome, SubmissionStatusNotice } from '@cardbridge/contracts';
import type { UserModel } from '../users/user.model';
import type { Mailer } from './mailer';
import { submissionStatusEmail } from './submission-status-email';

/**
 * A seller's submission changed status: email them if their preferences allow it (email
 * notifications and submission updates both on; docs/product.md#notifications). Called once per
 * change: the receiving route applies each message once by its key.
 */
export async function notifySubmissionStatus(
  notice: SubmissionStatusNotice,
  key: string,
  { users, mailer }: { users: UserModel; mailer: Mailer },
): Promise<NoticeOutcome> {
  const user = await users.findById(notice.sellerId, { email: 1, firstName: 1, notifications: 1 });
  if (!user) return 'unknown-user';
  const { emailNotifications, submissionUpdates } = user.notifications;
  if (!emailNotifications || !submissionUpdates) return 'preferences-off';
  await mailer.send(submissionStatusEmail(user.email, user.firstName, notice, key));
  return 'emailed';
}
