import type { PaymentMethodType } from './payment-method-types';

const email = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A US phone number: 10 digits, optionally +1, with the usual separators. */
const usPhone = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
const atHandle = /^@[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/;
const cashtag = /^\$[A-Za-z][A-Za-z0-9_-]{1,29}$/;
/** Routing number (9 digits) then account number (4-17 digits), any separator between. */
const routingAndAccount = /^(\d{9})\D+(\d{4,17})$/;
/** Street line, city, two-letter state and ZIP (ZIP+4 allowed), comma separated. */
const postalAddress = /^\d+\s+[^,]+,\s*[^,]+,\s*[A-Za-z]{2}\s+\d{5}(?:-\d{4})?$/;

/** ABA routing numbers carry a checksum; checking it catches most typos before a payout bounces. */
function isAbaRoutingNumber(digits: string): boolean {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(digits[i]) * (weights[i % 3] ?? 0);
  return sum % 10 === 0;
}

function isRoutingAndAccount(value: string): boolean {
  const match = routingAndAccount.exec(value);
  return match?.[1] !== undefined && isAbaRoutingNumber(match[1]);
}

const emailOrPhone = (value: string) => email.test(value) || usPhone.test(value);

interface FormatRule {
  test: (value: string) => boolean;
  message: string;
}

const rules: Record<PaymentMethodType, FormatRule> = {
  paypal: { test: (v) => email.test(v), message: 'Enter the email address of your PayPal account' },
  venmo: {
    test: (v) => atHandle.test(v) || usPhone.test(v),
    message: 'Enter your Venmo username (starting with @) or phone number',
  },
  zelle: { test: emailOrPhone, message: 'Enter the email or US phone number enrolled in Zelle' },
  chime: {
    test: (v) => cashtag.test(v) || emailOrPhone(v),
    message: 'Enter your Chime $ChimeSign, email or phone number',
  },
  varo: { test: emailOrPhone, message: 'Enter the email or US phone number of your Varo account' },
  google_pay: {
    test: (v) => email.test(v),
    message: 'Enter the email address of your Google Pay account',
  },
  apple_pay: {
    test: emailOrPhone,
    message: 'Enter the email or US phone number used for Apple Cash',
  },
  greendot: {
    test: isRoutingAndAccount,
    message: 'Enter a valid 9-digit routing number and an account number',
  },
  revolut: {
    test: (v) => atHandle.test(v) || emailOrPhone(v),
    message: 'Enter your Revtag (starting with @), email or phone number',
  },
  bank_transfer: {
    test: isRoutingAndAccount,
    message: 'Enter a valid 9-digit routing number and an account number',
  },
  check_by_mail: {
    test: (v) => postalAddress.test(v),
    message: 'Enter a mailing address: street, city, state and ZIP code',
  },
};

/**
 * The per-type format check of a payout account (docs/product.md#payout-methods: email, phone, $handle,
 * routing+account, postal address). Returns the message to show, or undefined when it fits.
 */
export function accountInfoFormatError(
  type: PaymentMethodType,
  accountInfo: string,
): string | undefined {
  const rule = rules[type];
  return rule.test(accountInfo.trim()) ? undefined : rule.message;
}
