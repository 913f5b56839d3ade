/**
 * A seeded generator of bad input: the same seed gives the same cases, so a failure can be
 * replayed. Values are the kinds a careless or hostile client sends: wrong types, empty and
 * over-long strings, operators where values belong, deep nesting, path tricks.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const nasty: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '\u202Eevil',
  '😀'.repeat(3000),
  [],
  [1, 'two', null],
  {},
  { $gt: '' },
  { $where: 'sleep(1000)' },
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
];

function deep(depth: number): unknown {
  return depth === 0 ? 'bottom' : { nested: deep(depth - 1) };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A body: a bare nasty value, or an object with the route's own fields set to nasty values. */
export function badBody(random: () => number, fields: string[]): string {
  const roll = random();
  if (roll < 0.15) return JSON.stringify(pick(random, nasty));
  if (roll < 0.2) return JSON.stringify(deep(200));
  if (roll < 0.25) return '{"unterminated": ';
  const body: Record<string, unknown> = {};
  const names = fields.length ? fields : ['id', 'message', 'status'];
  for (const name of names) if (random() < 0.7) body[name] = pick(random, nasty);
  if (random() < 0.3) body[`extra${Math.floor(random() * 100)}`] = pick(random, nasty);
  return JSON.stringify(body);
}

/** A path parameter a client should never send, or one that names nothing. */
export function badParam(random: () => number): string {
  return encodeURIComponent(
    pick(random, [
      'zzz',
      '000000000000000000000000',
      'ffffffffffffffffffffffff',
      '..%2F..%2Fetc%2Fpasswd',
      '.%00.jpg',
      'x'.repeat(300),
      '{"$gt":""}',
    ]),
  );
}

/** A query string with the parameters the API reads, set to nonsense. */
export function badQuery(random: () => number): string {
  const params = new URLSearchParams();
  for (const name of ['q', 'status', 'brand', 'limit', 'cursor', 'sessionId', 'userId']) {
    if (random() < 0.5) params.set(name, String(pick(random, nasty)).slice(0, 2000));
  }
  if (random() < 0.3) params.append('status[$ne]', 'x');
  return params.size ? `?${params}` : '';
}
