import { Types } from 'mongoose';
import type { NewPaymentMethod } from '@cardbridge/contracts';
import type { AccountVault } from './account-vault';
import type { PaymentMethodDocument, PaymentMethodModel } from './payment-method.model';
import { saveAsDefault } from './save-as-default';

/** A seller adds a payout method; asked to be the default, it replaces the previous default. */
export async function addPaymentMethod(
  { userId, method }: { userId: string; method: NewPaymentMethod },
  deps: { methods: PaymentMethodModel; vault: AccountVault },
): Promise<PaymentMethodDocument> {
  const _id = new Types.ObjectId();
  const { accountInfo, ...rest } = method;
  const create = () =>
    deps.methods.create({ ...rest, ...deps.vault.seal(accountInfo), userId, _id });
  return method.isDefault ? saveAsDefault({ userId, keepId: _id, save: create }, deps) : create();
}
