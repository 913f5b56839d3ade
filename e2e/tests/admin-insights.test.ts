import { expect, inject, it } from 'vitest';
import { submissionStatuses } from '@cardbridge/contracts';
import type { PayoutInsights, SubmissionInsights } from '@cardbridge/contracts';
import { baseUrl, describeInBrowser, signInAsAdminAt } from '../support/browser';
import { callAs, sellerWithSubmission, signInAdmin, signUp } from '../support/api-principals';

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The owner opens the Insights tab in Chromium through nginx (docs/product.md#insights): the
 * charts are drawn with data, and each "Show as table" shows the numbers the API answers.
 */
describeInBrowser('admin insights', (browser) => {
  it('draws the charts from the API and shows the same numbers as tables', async () => {
    // A decided submission and its payout, so every chart has something to draw.
    const seller = await signUp(baseUrl(), 'insights');
    const { submissionId } = await sellerWithSubmission(baseUrl(), seller);
    const admin = await signInAdmin(baseUrl(), inject('admin'));
    const call = callAs(baseUrl());
    const completed = await call(admin, `/api/admin/submissions/${submissionId}/status`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'completed' }),
    });
    expect(completed.status).toBe(200);
    await expect
      .poll(
        async () => {
          const res = await call(admin, '/api/admin/insights/payouts?days=30');
          return ((await res.json()) as PayoutInsights).timeToPayout.length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);

    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdminAt(page);
    const answered = Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/admin/insights/submissions?days=30')),
      page.waitForResponse((r) => r.url().includes('/api/admin/insights/payouts?days=30')),
    ]);
    await page.getByRole('tab', { name: 'Insights' }).click();
    const [submissionsAnswer, payoutsAnswer] = await answered;
    const submissions = (await submissionsAnswer.json()) as SubmissionInsights;
    const payouts = (await payoutsAnswer.json()) as PayoutInsights;

    // Drawn: bars in the bar charts, a line in the approval chart, each card within the phone's width.
    const card = (title: string) =>
      page
        .locator('[data-slot="card"]')
        .filter({ has: page.getByRole('heading', { name: title }) });
    await card('Submissions per day').locator('.recharts-bar-rectangle path').first().waitFor();
    expect(
      await card('Submissions per day').locator('.recharts-bar-rectangle path').count(),
    ).toBeGreaterThan(0);
    expect(await card('Approval rate').locator('path.recharts-line-curve').count()).toBe(1);
    expect(
      await card('Payout volume per day').locator('.recharts-bar-rectangle path').count(),
    ).toBeGreaterThan(0);
    // A card decided and paid within seconds has bars of (almost) no length: the brand axis
    // names each brand the API answered instead.
    const axisLabels = (title: string) =>
      card(title).locator('.recharts-cartesian-axis-tick-value').allTextContents();
    expect(await axisLabels('Time to decision')).toEqual(
      expect.arrayContaining(submissions.timeToDecision.map((b) => b.brand)),
    );
    expect(await axisLabels('Time to payout')).toEqual(
      expect.arrayContaining(payouts.timeToPayout.map((b) => b.brand ?? 'Not recorded')),
    );
    for (const title of ['Submissions per day', 'Time to payout']) {
      const box = await card(title).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await page.getByTestId('queue-Pending now').textContent()).toBe(
      String(submissions.queue.pending),
    );

    const tableOf = async (title: string) => {
      await card(title).getByRole('button', { name: 'Show as table' }).click();
      return card(title)
        .getByRole('table')
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
        );
    };
    expect(await tableOf('Submissions per day')).toEqual(
      submissions.days.map((d) => [
        shortDay(d.day),
        ...submissionStatuses.map((s) => String(d.created[s])),
      ]),
    );
    expect(await tableOf('Approval rate')).toEqual(
      submissions.days.map((d) => [
        shortDay(d.day),
        String(d.decided),
        String(d.approved),
        d.approvalRate === null ? '—' : `${(d.approvalRate * 100).toFixed(1)}%`,
      ]),
    );
    expect(await tableOf('Time to decision')).toEqual(
      submissions.timeToDecision.map((b) => [
        b.brand,
        String(b.count),
        String(b.p50Minutes),
        String(b.p90Minutes),
      ]),
    );
    expect(await tableOf('Payout volume per day')).toEqual(
      payouts.days.map((d) => [
        shortDay(d.day),
        String(d.count),
        money(d.amountCents),
        money(d.byStatus.completed.amountCents),
      ]),
    );
    expect(await tableOf('Time to payout')).toEqual(
      payouts.timeToPayout.map((b) => [
        b.brand ?? 'Not recorded',
        String(b.count),
        String(b.p50Minutes),
        String(b.p90Minutes),
      ]),
    );
    // The seller's Amazon card is among the decisions.
    expect(submissions.timeToDecision.some((b) => b.brand === 'Amazon')).toBe(true);
  });
});
