import type { PayoutStatus, SubmissionStatus } from '@cardbridge/contracts';

/**
 * Chart colours from the theme's CSS variables, so both themes draw with their own palette:
 * the good outcome in the primary colour, refusals and failures in the destructive one, waiting
 * in the muted foreground; the second of a pair is mixed toward the foreground to stay apart.
 */
const mixed = (color: string) => `color-mix(in oklch, var(${color}) 55%, var(--foreground))`;

export const submissionStatusColor: Record<SubmissionStatus, string> = {
  pending: 'var(--muted-foreground)',
  processing: mixed('--primary'),
  completed: 'var(--primary)',
  rejected: 'var(--destructive)',
  failed: mixed('--destructive'),
  // Seller trust (docs/product.md#seller-trust): waiting on the seller, their decline, a cancel.
  awaiting_seller: mixed('--muted-foreground'),
  declined: mixed('--destructive'),
  cancelled: 'var(--muted-foreground)',
};

export const payoutStatusColor: Record<PayoutStatus, string> = {
  awaiting_approval: 'var(--muted-foreground)',
  pending: 'var(--muted-foreground)',
  declined: 'var(--destructive)',
  completed: 'var(--primary)',
  failed: 'var(--destructive)',
  reversed: mixed('--destructive'),
};

export const p50Color = 'var(--primary)';
export const p90Color = mixed('--primary');

/** Axes, grid and tooltip in the theme's text and surface colours. */
export const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const gridStroke = 'var(--border)';
export const tooltipStyle = {
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: 8,
  },
  labelStyle: { color: 'var(--popover-foreground)' },
  itemStyle: { color: 'var(--popover-foreground)' },
};

/** '2026-11-21' as 'Nov 21', in UTC like the days themselves. */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const percent = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
