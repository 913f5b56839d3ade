import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher, createLogger, createOutbox } from '@cardbridge/service-kit';
import { accountVault } from '../payment-methods/account-vault';
import type { PaymentMethodModel } from '../payment-methods/payment-method.model';
import { startPayments } from '../testing/harness';
import type { PaymentsHarness } from '../testing/harness';
import type { PayoutOrder, PayoutProvider } from './payout-provider';
import { sendDuePayouts } from './send-due-payouts';
import type { TransactionModel } from './transaction.model';

let app: PaymentsHarness;
let transactions: TransactionModel;
let methods: PaymentMethodModel;
const vault = accountVault(createFieldCipher(randomBytes(32)));

beforeAll(async () => {
  // The app's own sender is off: this test drives sendDuePayouts itself.
  app = await startPayments({ startWorkers: false });
  transactions = app.db.model('Transaction') as TransactionModel;
  methods = app.db.model('PaymentMethod') as PaymentMethodModel;
});
afterAll(() => app.close());

async function pendingPayout() {
  const method = await methods.create({
    userId: 'u1',
    type: 'paypal',
    ...vault.seal('ann@example.com'),
  });
  return transactions.create({
    sellerId: 'u1',
    username: 'ann',
    giftCardId: randomBytes(12).toString('hex'),
    completionId: `${randomBytes(12).toString('hex')}.1`,
    amountCents: 9300,
    paymentMethod: { id: method.id, type: 'paypal', account: '•••• .com' },
  });
}

const recording = (
  answer: (order: PayoutOrder) => Promise<never> | Promise<{ sent: true; reference: string }>,
) => {
  const orders: PayoutOrder[] = [];
  const provider: PayoutProvider = {
    name: 'test',
    send: (order) => {
      orders.push(order);
      return answer(order);
    },
  };
  return { orders, provider };
};

describe('sending payouts', () => {
  it('leaves a payout pending when the provider does not answer in time, and sends it again after the lease', async () => {
    const payout = await pendingPayout();
    const silent = recording(() => new Promise<never>(() => undefined));
    const deps = {
      transactions,
      methods,
      vault,
      logger: createLogger({ name: 'payments-test', level: 'silent' }),
      outbox: createOutbox({ db: app.db, name: 'transactions' }),
      leaseMs: 1_000,
      sendTimeoutMs: 50,
    };

    expect(await sendDuePayouts({ ...deps, provider: silent.provider })).toMatchObject({ sent: 0 });
    expect((await transactions.findById(payout._id))?.status).toBe('pending');
    // Within the lease nobody sends it again.
    const working = recording(async (order) => ({
      sent: true,
      reference: `ref-${order.payoutId}`,
    }));
    await sendDuePayouts({ ...deps, provider: working.provider });
    expect(working.orders).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 1_050));
    await sendDuePayouts({ ...deps, provider: working.provider });
    expect(working.orders.map((o) => o.payoutId)).toEqual([String(payout._id)]);
    expect(silent.orders[0]?.payoutId).toBe(String(payout._id));
    expect(working.orders[0]?.method.accountInfo).toBe('ann@example.com');
    const paid = await transactions.findById(payout._id);
    expect(paid).toMatchObject({
      status: 'completed',
      providerReference: `ref-${String(payout._id)}`,
      attempts: 2,
    });
  });
});
