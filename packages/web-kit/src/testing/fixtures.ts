import type {
  AdminSubmission,
  MySubmission,
  PaymentMethod,
  Payout,
  PublicBrand,
  PublicUser,
} from '@cardbridge/contracts';

/** A complete signed-in user as identity answers it; pass overrides for what the test reads. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'jane',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    phoneNumber: null,
    role: 'user',
    verified: false,
    rating: '0.00',
    reviewCount: 0,
    tradeCount: 0,
    lastVisit: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A payout method as the payments service answers it (a PayPal account unless told). */
export function aPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'm1',
    type: 'paypal',
    accountInfo: 'jane@example.com',
    accountName: '',
    isDefault: false,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A seller's submission as the submissions service answers it: a pending $100 Amazon card. */
export function aSubmission(overrides: Partial<MySubmission> = {}): MySubmission {
  return {
    id: 's1',
    brand: 'Amazon',
    amount: '100.00',
    quote: '93.00',
    denominationCents: 10_000,
    quoteCents: 9_300,
    ratePercent: 93,
    status: 'pending',
    statusReason: null,
    rejectionReason: null,
    cardNumber: '•••• 7890',
    cardFormat: 'physical',
    cardCondition: 'brand_new',
    imageUrl: [],
    paymentMethodId: 'm1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    reasonCode: null,
    adjustment: null,
    resubmitOf: null,
    resubmittedAs: null,
    resubmittable: false,
    cancellable: true,
    timeline: [],
    ...overrides,
  };
}

/** A seller's payout as the payments service answers it: $93.00, paid to PayPal. */
export function aPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 't1',
    sellerId: 'u1',
    giftCardId: 's1',
    type: 'payout',
    amount: '93.00',
    amountCents: 9_300,
    status: 'completed',
    failureReason: null,
    paymentMethod: { id: 'm1', type: 'paypal', account: 'jane@example.com' },
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A submission as an admin reviews it: a pending $100 Amazon card with one photo. */
export function anAdminSubmission(overrides: Partial<AdminSubmission> = {}): AdminSubmission {
  return {
    id: '65f0c1a2b3c4d5e6f7a8b9c0',
    brand: 'Amazon',
    denomination: '100.00',
    quote: '93.00',
    denominationCents: 10000,
    quoteCents: 9300,
    status: 'pending',
    statusReason: null,
    cardNumber: '6011-0009-9013-9424',
    pin: '9876',
    securityCode: '742',
    expirationDate: '08/29',
    cardFormat: 'physical',
    cardCondition: 'brand_new',
    notes: null,
    sellerId: 'u1',
    username: 'ana',
    email: 'ana@example.com',
    images: ['/uploads/65f0c1a2b3c4d5e6f7a8b9c1.jpg'],
    paymentMethod: { id: 'p1', type: 'paypal', account: '•••• .com' },
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    statusHistory: [
      { from: null, to: 'pending', reason: null, by: 'seller:u1', at: '2026-11-24T10:00:00.000Z' },
    ],
    claimedBy: null,
    claimedUntil: null,
    targetAt: '2026-11-24T11:00:00.000Z',
    signals: [],
    reasonCode: null,
    adjustment: null,
    resubmitOf: null,
    ...overrides,
  };
}

/** A brand as GET /api/brands answers it (a $25-$2000 retail brand, 60-minute review target). */
export function aPublicBrand(name: string, rate: string, overrides: Partial<PublicBrand> = {}) {
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    emoji: '🎁',
    category: 'Retail & Shopping',
    rate,
    minAmount: '25',
    maxAmount: '2000',
    popular: false,
    targetReviewMinutes: 60,
    ...overrides,
  } satisfies PublicBrand;
}
