import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '@cardbridge/platform';
import { callAs, sellerWithSubmission, signInAdmin, signUp } from '../support/api-principals';
import { testPlatformOptions } from '../support/relaxed-limits';
import { browserTestsSkipped } from '../support/skip';
import { startSpanCollector } from '../support/span-collector';
import { until } from '../support/until';

// One trace from the gateway to the payout (docs/product.md#tracing): the services run as real
// processes and export their spans over OTLP to a collector held in this test's memory.

describe.skipIf(browserTestsSkipped())('tracing across the services', () => {
  const admin = { username: 'trace-admin', password: 'e2e-admin-password-3' };
  const traceId = '5af7183fb1d4cf5f0a3b1c2d3e4f5a6b';
  let collector: Awaited<ReturnType<typeof startSpanCollector>>;
  let platform: RunningPlatform;
  let dataDir: string;

  beforeAll(async () => {
    collector = await startSpanCollector();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-tracing-'));
    const options = testPlatformOptions(admin);
    platform = await startPlatform({
      ...options,
      dataDir,
      logDir: path.join(dataDir, 'logs'),
      env: {
        ...options.env,
        LOG_LEVEL: 'info',
        PAYOUT_SANDBOX_DELAY_MS: '50',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        // Export within a fraction of a second instead of the default five.
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    });
  });
  afterAll(async () => {
    await platform?.stop();
    await collector?.close();
  });

  it("follows an admin's complete through the outbox, the booking and the sending of the payout", async () => {
    const seller = await signUp(platform.url, 'traced', platform.mailDir ?? '');
    const { submissionId } = await sellerWithSubmission(platform.url, seller);
    const ops = await signInAdmin(platform.url, admin);
    const completed = await callAs(platform.url)(
      ops,
      `/api/admin/submissions/${submissionId}/status`,
      {
        method: 'PATCH',
        body: JSON.stringify({ status: 'completed' }),
        headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` },
      },
    );
    expect(completed.status).toBe(200);

    const inTrace = () => collector.spans.filter((span) => span.traceId === traceId);
    const find = (service: string, name: string) =>
      inTrace().find((span) => span.service === service && span.name === name);
    const sent = await until('the payout sent, as a span of the same trace', async () =>
      find('payments', 'payout send'),
    );

    const complete = find('submissions', 'PATCH /api/admin/submissions/:id/status');
    expect(complete?.parentSpanId).toBe('b7ad6b7169203331');
    // The outbox hop continues the trace and links back to the request that wrote the message.
    const delivery = inTrace().find(
      (span) => span.service === 'submissions' && span.name.startsWith('outbox deliver'),
    );
    expect(delivery?.links.map((link) => link.spanId)).toContain(complete?.spanId);
    const booking = find('payments', 'POST /internal/payouts');
    expect(booking).toBeDefined();
    expect(inTrace().find((span) => span.spanId === booking?.parentSpanId)?.service).toBe(
      'submissions',
    );
    expect(sent.parentSpanId).toBe(booking?.spanId);
    // A third service in the same trace: identity, told to write the seller's notice.
    await until('identity’s span of the same trace', async () =>
      inTrace().find((span) => span.service === 'identity'),
    );
    // The database work is traced too.
    expect(inTrace().some((span) => /^(insert|update|find)\b/.test(span.name))).toBe(true);

    // Every service logged its part of the work under the trace id.
    const logged = (name: string) =>
      fs
        .readFileSync(path.join(dataDir, 'logs', `${name}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.includes(`"trace_id":"${traceId}"`));
    expect(logged('submissions').length).toBeGreaterThan(0);
    expect(logged('payments').length).toBeGreaterThan(0);
  });
});
