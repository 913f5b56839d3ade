/**
 * Canary releases (docs/product.md#releasing-a-remote): the registry may name, beside a remote's
 * live version, a canary for a percentage of browsers. Each browser draws a random bucket (0–99)
 * once and keeps it in a cookie, so a person sees one version on every visit; browsers whose
 * bucket is below the percentage load the canary. The bucket identifies no one: a hundred
 * browsers share each value. A preview cookie still wins (remote-preview.ts).
 */
export const BUCKET_COOKIE = 'cb_bucket';
const YEAR_SECONDS = 365 * 24 * 3600;

export interface CanaryRelease {
  version: string;
  percent: number;
}

/** The bucket in `cookie`, if it holds a valid one. */
export function bucketIn(cookie: string): number | undefined {
  const found = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookie);
  return found ? Number(found[1]) : undefined;
}

/** This browser's bucket, drawn and stored on first use. */
export function browserBucket(doc: Pick<Document, 'cookie'> = document): number {
  const known = bucketIn(doc.cookie);
  if (known !== undefined) return known;
  const bucket = Math.floor(Math.random() * 100);
  doc.cookie = `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  return bucket;
}

/** The canary version this bucket loads, if the remote runs one it still publishes. */
export function canaryFor(
  entry: { canary?: CanaryRelease; versions?: string[] },
  bucket: () => number,
): string | undefined {
  const canary = entry.canary;
  if (!canary || !entry.versions?.includes(canary.version)) return undefined;
  return bucket() < canary.percent ? canary.version : undefined;
}
