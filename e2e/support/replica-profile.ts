/**
 * The replica profile: `CARDBRIDGE_REPLICAS=2` runs the suites against that many instances of
 * every service behind nginx (scripts/test.mjs reruns a subset so in CI). 1 when unset.
 */
export function testReplicas(): number {
  const raw = process.env.CARDBRIDGE_REPLICAS;
  if (!raw) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 9) {
    throw new Error(`CARDBRIDGE_REPLICAS must be a whole number from 1 to 9, got "${raw}"`);
  }
  return count;
}
