import { accountInfoFormatError } from '@cardbridge/contracts';
import type { PaymentMethodPatch } from '@cardbridge/contracts';
import { validationError } from '@cardbridge/service-kit';
import { findOwnedMethod } from './find-owned-method';
import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';
import { saveAsDefault } from './save-as-default';

/**
 * A seller edits one of their methods: the merged type and account must still fit the type's
 * format; made the default, it replaces the previous default.
 */
export async function editPaymentMethod(
  { userId, id, patch }: { userId: string; id: string; patch: PaymentMethodPatch },
  deps: { methods: PaymentMethodModel },
): Promise<PaymentMethodDocument> {
  const doc = await findOwnedMethod({ userId, id }, deps);
  const type = patch.type ?? doc.type;
  const accountInfo = patch.accountInfo ?? doc.accountInfo;
  const formatError = accountInfoFormatError(type, accountInfo);
  if (formatError) throw validationError(formatError, { accountInfo: formatError });

  doc.set({ ...patch, type, accountInfo });
  const save = () => doc.save();
  return patch.isDefault ? saveAsDefault({ userId, keepId: doc._id, save }, deps) : save();
}
