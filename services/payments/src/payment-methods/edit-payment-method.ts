import { accountInfoFormatError } from '@cardbridge/contracts';
import type { PaymentMethodPatch } from '@cardbridge/contracts';
import { validationError } from '@cardbridge/service-kit';
import type { AccountVault } from './account-vault';
import { findOwnedMethod } from './find-owned-method';
import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';
import { saveAsDefault } from './save-as-default';

/**
 * A seller edits one of their methods: the merged type and account must still fit the type's
 * format; made the default, it replaces the previous default.
 */
export async function editPaymentMethod(
  { userId, id, patch }: { userId: string; id: string; patch: PaymentMethodPatch },
  deps: { methods: PaymentMethodModel; vault: AccountVault },
): Promise<PaymentMethodDocument> {
  const doc = await findOwnedMethod({ userId, id }, deps);
  const type = patch.type ?? doc.type;
  // The edit dialog sends back what it was shown; a masked bank account means "unchanged".
  const unchanged =
    patch.accountInfo === undefined || patch.accountInfo === deps.vault.shown(doc.type, doc);
  const accountInfo = unchanged ? deps.vault.open(doc) : (patch.accountInfo ?? '');
  const formatError = accountInfoFormatError(type, accountInfo);
  if (formatError) throw validationError(formatError, { accountInfo: formatError });

  const { accountInfo: _sent, ...rest } = patch;
  doc.set({ ...rest, type, ...deps.vault.seal(accountInfo), accountInfo: undefined });
  const save = () => doc.save();
  return patch.isDefault ? saveAsDefault({ userId, keepId: doc._id, save }, deps) : save();
}
