/**
 * The one canonical list of payout method types (docs/product.md#payout-methods), in the order the
 * sell flow and the dashboard offer them. `google_play` of the earlier product is a defect.
 */
export const paymentMethodTypes = [
  'paypal',
  'venmo',
  'zelle',
  'chime',
  'varo',
  'google_pay',
  'apple_pay',
  'greendot',
  'revolut',
  'bank_transfer',
  'check_by_mail',
] as const;

export type PaymentMethodType = (typeof paymentMethodTypes)[number];

export interface PaymentMethodTypeInfo {
  label: string;
  /** Hint shown in the account info field: what this type's format check expects. */
  placeholder: string;
  /**
   * How long a payout usually takes to arrive once sent, in minutes: the seller's timeline
   * estimates the Paid stage with it (docs/product.md#timeline).
   */
  typicalPayoutMinutes: number;
}

export const paymentMethodTypeInfo: Record<PaymentMethodType, PaymentMethodTypeInfo> = {
  paypal: {
    label: 'PayPal',
    placeholder: 'PayPal email, e.g. you@example.com',
    typicalPayoutMinutes: 30,
  },
  venmo: {
    label: 'Venmo',
    placeholder: 'Venmo username, e.g. @jane-doe',
    typicalPayoutMinutes: 30,
  },
  zelle: {
    label: 'Zelle',
    placeholder: 'Email or US phone number enrolled in Zelle',
    typicalPayoutMinutes: 60,
  },
  chime: {
    label: 'Chime',
    placeholder: 'Chime $ChimeSign, e.g. $janedoe',
    typicalPayoutMinutes: 60,
  },
  varo: {
    label: 'Varo',
    placeholder: 'Email or US phone number of your Varo account',
    typicalPayoutMinutes: 60,
  },
  google_pay: {
    label: 'Google Pay',
    placeholder: 'Google Pay email, e.g. you@gmail.com',
    typicalPayoutMinutes: 60,
  },
  apple_pay: {
    label: 'Apple Pay',
    placeholder: 'Email or US phone number used for Apple Cash',
    typicalPayoutMinutes: 60,
  },
  greendot: {
    label: 'Green Dot',
    placeholder: 'Routing and account number, e.g. 124303120 / 1234567890',
    typicalPayoutMinutes: 1440,
  },
  revolut: { label: 'Revolut', placeholder: 'Revtag, e.g. @janedoe', typicalPayoutMinutes: 60 },
  bank_transfer: {
    label: 'Bank Transfer',
    placeholder: 'Routing and account number, e.g. 021000021 / 123456789',
    typicalPayoutMinutes: 2880,
  },
  check_by_mail: {
    label: 'Check by Mail',
    placeholder: 'Mailing address, e.g. 12 Main St, Springfield, IL 62701',
    typicalPayoutMinutes: 10080,
  },
};

export function isPaymentMethodType(value: string): value is PaymentMethodType {
  return (paymentMethodTypes as readonly string[]).includes(value);
}

/**
 * The payout method a submission or payout records, as every screen names it: 'Bank Transfer
 * (•••• 6789)'. A type this list no longer knows is shown as stored.
 */
export function payoutMethodLabel({ type, account }: { type: string; account: string | null }) {
  const label = isPaymentMethodType(type) ? paymentMethodTypeInfo[type].label : type;
  return account ? `${label} (${account})` : label;
}
