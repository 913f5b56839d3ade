import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { submissionStatuses, submissionStatusInfo } from '@cardbridge/contracts';
import { aSubmission } from '@cardbridge/web-kit/testing';
import { SubmissionItem } from './submission-item';

const submission = aSubmission;

afterEach(cleanup);

describe('SubmissionItem', () => {
  it('shows brand, amount, quote, date, masked card and a secondary Pending badge', () => {
    render(<SubmissionItem submission={submission({})} />);
    const item = screen.getByRole('article', { name: 'Amazon submission' });
    expect(item.textContent).toContain('$100.00');
    expect(item.textContent).toContain('$93.00');
    expect(item.textContent).toContain('Nov 20, 2026');
    expect(item.textContent).toContain('•••• 7890');
    expect(screen.getByText('Pending').className).toContain('bg-secondary');
  });

  it('pairs each figure with its own term', () => {
    render(<SubmissionItem submission={submission({})} />);
    const valueOf = (term: string) => screen.getByText(term).nextElementSibling;
    expect(valueOf('Amount')?.tagName).toBe('DD');
    expect(valueOf('Amount')?.textContent).toBe('$100.00');
    expect(valueOf('Quote')?.textContent).toBe('$93.00');
  });

  it('groups thousands like every other figure on the site', () => {
    render(
      <SubmissionItem
        submission={submission({
          amount: '4999.99',
          quote: '4649.99',
          denominationCents: 499_999,
          quoteCents: 464_999,
        })}
      />,
    );
    const valueOf = (term: string) => screen.getByText(term).nextElementSibling;
    expect(valueOf('Amount')?.textContent).toBe('$4,999.99');
    expect(valueOf('Quote')?.textContent).toBe('$4,649.99');
  });

  it.each([
    ['rejected', 'Rejected', 'Rejection Reason:', 'bg-destructive'],
    ['failed', 'Failed', 'Failure Reason:', 'bg-destructive'],
    ['completed', 'Completed', 'Note:', 'bg-primary'],
  ] as const)('labels the reason of a %s submission', (status, badge, label, badgeClass) => {
    render(<SubmissionItem submission={submission({ status, statusReason: 'Balance was $0' })} />);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('Balance was $0', { exact: false })).toBeTruthy();
    expect(screen.getByText(badge).className).toContain(badgeClass);
  });

  it.each(submissionStatuses)(
    'shows a %s submission with the label of the status table',
    (status) => {
      render(<SubmissionItem submission={submission({ status })} />);
      const item = screen.getByRole('article', { name: 'Amazon submission' });
      const badge = item.querySelector('[data-slot="badge"]');
      expect(badge?.textContent).toBe(submissionStatusInfo[status].label);
      expect(badge?.getAttribute('data-tone')).toBe(submissionStatusInfo[status].tone);
    },
  );

  it("shows the seller's own photos and leaves out one that cannot load", () => {
    const { container } = render(
      <SubmissionItem
        submission={submission({ imageUrl: ['/uploads/a1.jpg', '/uploads/b2.png'] })}
      />,
    );
    const photos = () => Array.from(container.querySelectorAll('img'));
    expect(photos().map((img) => img.getAttribute('src'))).toEqual([
      '/api/uploads/a1.jpg',
      '/api/uploads/b2.png',
    ]);
    fireEvent.error(photos()[0] as HTMLImageElement);
    expect(photos().map((img) => img.getAttribute('src'))).toEqual(['/api/uploads/b2.png']);
  });

  it('groups the photos under a name a screen reader announces', () => {
    render(<SubmissionItem submission={submission({ imageUrl: ['/uploads/a1.jpg'] })} />);
    const group = screen.getByRole('group', { name: 'Your photos' });
    expect(group.querySelectorAll('img')).toHaveLength(1);
  });
});
