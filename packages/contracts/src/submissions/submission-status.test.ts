import { describe, expect, it } from 'vitest';
import {
  canMoveSubmission,
  needsReason,
  reasonLabel,
  submissionSellerMoves,
  submissionStatuses,
  submissionStatusInfo,
} from './submission-status';

const tones = ['positive', 'neutral', 'negative'];

describe('the submission status table (docs/product.md#statuses)', () => {
  it.each(submissionStatuses)('gives %s a label and a tone', (status) => {
    const { label, tone } = submissionStatusInfo[status];
    expect(label).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
    expect(tones).toContain(tone);
  });

  it('has an entry for exactly the stored statuses, each label once', () => {
    expect(Object.keys(submissionStatusInfo).sort()).toEqual([...submissionStatuses].sort());
    const labels = submissionStatuses.map((s) => submissionStatusInfo[s].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('allows the documented moves and nothing else', () => {
    const allowed = submissionStatuses.flatMap((from) =>
      submissionStatuses.filter((to) => canMoveSubmission(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending->processing',
        'pending->completed',
        'pending->rejected',
        'processing->completed',
        'processing->failed',
        'completed->processing',
        'rejected->processing',
        'failed->processing',
      ].sort(),
    );
  });

  it('names each move with the button the admin clicks', () => {
    const actions = (status: keyof typeof submissionStatusInfo) =>
      submissionStatusInfo[status].next.map((move) => move.action);
    expect(actions('pending')).toEqual(['Start Processing', 'Approve & Complete', 'Reject']);
    expect(actions('processing')).toEqual(['Mark Complete', 'Mark Failed']);
    for (const status of ['completed', 'rejected', 'failed'] as const) {
      expect(actions(status)).toEqual(['Revert to Processing']);
      expect(submissionStatusInfo[status].final).toBe(true);
    }
  });

  it('asks a reason for rejected, failed and an adjustment only, and labels it', () => {
    expect(submissionStatuses.filter(needsReason)).toEqual([
      'rejected',
      'failed',
      'awaiting_seller',
    ]);
    expect(reasonLabel('awaiting_seller')).toBe('Adjustment Reason:');
    expect(reasonLabel('rejected')).toBe('Rejection Reason:');
    expect(reasonLabel('failed')).toBe('Failure Reason:');
    expect(reasonLabel('completed')).toBe('Note:');
  });

  it('styles completed positive, pending and processing neutral, rejected and failed negative', () => {
    expect(
      Object.fromEntries(submissionStatuses.map((s) => [s, submissionStatusInfo[s].tone])),
    ).toEqual({
      pending: 'neutral',
      processing: 'neutral',
      completed: 'positive',
      rejected: 'negative',
      failed: 'negative',
      awaiting_seller: 'neutral',
      declined: 'negative',
      cancelled: 'neutral',
    });
  });

  it('leaves adjustments, answers and cancels to their own routes: no admin button reaches them', () => {
    for (const status of ['awaiting_seller', 'declined', 'cancelled'] as const) {
      expect(submissionStatuses.filter((from) => canMoveSubmission(from, status))).toEqual([]);
      expect(submissionStatusInfo[status].next).toEqual([]);
    }
    expect(submissionSellerMoves.adjust.from).toEqual(['pending', 'processing']);
    expect(submissionSellerMoves.cancel).toEqual({ from: ['pending'], to: 'cancelled' });
  });
});
