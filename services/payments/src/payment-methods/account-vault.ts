import type { PaymentMethodType } from '@cardbridge/contracts';
import type { FieldCipher } from '@cardbridge/service-kit';

/** How a method's account is stored: sealed, with what may be shown of it beside. */
export interface SealedAccount {
  accountInfoSealed: string;
  accountLast4: string;
}

interface StoredAccount {
  accountInfoSealed?: string | null;
  /** Before accounts were sealed, they were stored as they are; still read. */
  accountInfo?: string | null;
}

const field = 'paymentMethod.accountInfo';

/** Bank accounts are shown by their last four digits, in lists as to their owner. */
const maskedTypes: readonly PaymentMethodType[] = ['bank_transfer'];

/**
 * Payout account details at rest (docs/product.md#payout-methods): every account (emails,
 * phones, bank numbers, postal addresses) is sealed with AES-256-GCM like card secrets; a bank
 * account is shown masked to its last four digits.
 */
export function accountVault(cipher: FieldCipher) {
  const open = (stored: StoredAccount): string =>
    stored.accountInfoSealed
      ? cipher.decrypt(stored.accountInfoSealed, field)
      : (stored.accountInfo ?? '');

  return {
    seal: (accountInfo: string): SealedAccount => ({
      accountInfoSealed: cipher.encrypt(accountInfo, field),
      accountLast4: accountInfo.replace(/\D/g, '').slice(-4) || accountInfo.trim().slice(-4),
    }),
    open,
    /** What lists show: the account, or for a bank account `•••• 6789`. */
    shown: (type: PaymentMethodType, stored: StoredAccount & { accountLast4?: string | null }) =>
      maskedTypes.includes(type)
        ? `•••• ${stored.accountLast4 ?? open(stored).slice(-4)}`
        : open(stored),
  };
}

export type AccountVault = ReturnType<typeof accountVault>;
