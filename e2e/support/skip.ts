/**
 * Browser tests run whenever Chromium and nginx are present. `npm test` sets
 * CARDBRIDGE_SKIP_BROWSER=1 only outside CI on a machine without them, after a loud warning.
 */
export function browserTestsSkipped(): boolean {
  return process.env.CARDBRIDGE_SKIP_BROWSER === '1';
}
