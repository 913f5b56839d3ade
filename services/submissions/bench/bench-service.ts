import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { quoteCents } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';
import { createTestSessions, startTestService } from '@cardbridge/service-kit/testing';
import { createSubmissionsApp } from '../src/app';
import type { SubmissionsAppOptions } from '../src/app';
import { createBlindIndex } from '../src/card-secrets/blind-index';
import type { BlindIndex } from '../src/card-secrets/blind-index';
import { createCardCipher } from '../src/card-secrets/card-cipher';
import type { CardCipher } from '../src/card-secrets/card-cipher';
import { cardKeyFrom } from '../src/card-secrets/card-key';
import { loadSubmissionsConfig } from '../src/config';
import type { SubmissionsConfig } from '../src/config';

/**
 * Where the service's outbox delivers (identity's audit trail and notices, payments' payouts): a
 * neighbour that takes every message at once, as running ones do, so each is sent once, as in a
 * deployment. With nobody there, every message would be retried with backoff beside the measured
 * requests.
 */
async function startNeighbour(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The real submissions app over HTTP on the embedded MongoDB-compatible server (or MONGODB_URI),
 * with test sessions to sign admins in, for the benchmarks of this folder.
 */
export async function startBenchService(name: string) {
  const sessions = await createTestSessions();
  const neighbour = await startNeighbour();
  const started = await startTestService<SubmissionsConfig, SubmissionsAppOptions>({
    name,
    loadConfig: loadSubmissionsConfig,
    createApp: createSubmissionsApp,
    env: {
      LOG_LEVEL: 'warn',
      IDENTITY_URL: neighbour.url,
      PAYMENTS_URL: neighbour.url,
      INTERNAL_TOKEN: randomBytes(16).toString('hex'),
      CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
    extraDeps: { guards: sessions.guards },
  });
  const service = {
    ...started,
    close: async () => {
      await started.close();
      await neighbour.close();
    },
  };
  return { service, sessions };
}

/** A stored submission as the app writes one, for seeding straight into `gift_cards`. */
export function seededSubmission(
  n: number,
  {
    at,
    status,
    card,
    brand,
    cipher,
    blindIndex,
  }: {
    at: Date;
    status: string;
    card: string;
    brand: Brand;
    cipher: CardCipher;
    blindIndex: BlindIndex;
  },
) {
  const denominationCents = randomInt(25, 500) * 100;
  const hashes = blindIndex.of(card);
  const seller = n % 5_000;
  return {
    sellerId: `seller${seller}`,
    seller: {
      username: `seller${seller}`,
      usernameKey: `seller${seller}`,
      email: `seller${seller}@example.com`,
    },
    brand: brand.name,
    denominationCents,
    ratePercent: brand.ratePercent,
    quoteCents: quoteCents(denominationCents, brand),
    cardNumberSealed: cipher.encrypt(card, 'cardNumber'),
    cardNumberLast4: card.slice(-4),
    cardNumberHash: hashes.full,
    cardLast4Hash: hashes.last4,
    pinSealed: null,
    securityCodeSealed: null,
    expirationDate: null,
    cardFormat: 'digital',
    cardCondition: 'brand_new',
    notes: null,
    images: [],
    paymentMethod: { id: 'm1', type: 'paypal', account: '•••• .com' },
    status,
    statusReason: null,
    statusHistory: [{ from: null, to: 'pending', by: 'seller', reason: null, at }],
    createdAt: at,
    updatedAt: at,
  };
}

export interface SeedOptions {
  total: number;
  /** Cycled through, one per submission. */
  statuses: readonly string[];
  brands: readonly Brand[];
  /** More fields for the `n`th submission (made at `at`). */
  extra?: (n: number, at: Date) => Record<string, unknown>;
  /** Told each card number as it is made (a benchmark searches for one). */
  onCard?: (n: number, card: string) => void;
}

/**
 * Seeds `total` submissions, one a minute up to now, straight into `gift_cards` (5,000 per
 * insert), then has the app's indexes cover them. Answers the seconds it took.
 */
export async function seedQueue(
  service: Awaited<ReturnType<typeof startBenchService>>['service'],
  { total, statuses, brands, extra = () => ({}), onCard }: SeedOptions,
): Promise<string> {
  const key = cardKeyFrom(service.config);
  const cipher = createCardCipher(key);
  const blindIndex = createBlindIndex(key);
  const collection = service.db.collection('gift_cards');
  const started = Date.now();
  for (let done = 0; done < total;) {
    const batch = [];
    for (let i = 0; i < 5_000 && done < total; i += 1, done += 1) {
      const card = String(randomInt(10 ** 9, 10 ** 10 - 1)) + String(randomInt(100000, 999999));
      onCard?.(done, card);
      const at = new Date(Date.now() - (total - done) * 60_000);
      const status = statuses[done % statuses.length]!;
      const brand = brands[done % brands.length]!;
      batch.push({
        ...seededSubmission(done, { at, status, card, brand, cipher, blindIndex }),
        ...extra(done, at),
      });
    }
    await collection.insertMany(batch, { ordered: false });
  }
  // The app's indexes (built on start) cover what was inserted after.
  await service.db.model('Submission').syncIndexes();
  return ((Date.now() - started) / 1000).toFixed(1);
}
