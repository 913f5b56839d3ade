import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminRole, AdminSubmission } from '@cardbridge/contracts';
import { useToastStore } from '@cardbridge/web-kit';
import { anAdminSubmission, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { SubmissionsTab } from './submissions-tab';

const submission = anAdminSubmission;
const queue = [
  submission({ id: 's1', brand: 'Amazon' }),
  submission({
    id: 's2',
    brand: 'Target',
    username: 'bo',
    claimedBy: 'bo',
    claimedUntil: '2099-01-01T00:00:00.000Z',
  }),
  submission({ id: 's3', brand: 'Walmart' }),
];
const page = (items: AdminSubmission[]) => ({ items, total: items.length, nextCursor: null });
const lastToast = () => useToastStore.getState().toasts[0];

function renderTab(role: AdminRole = 'reviewer', items = queue) {
  api.mock(
    api.answer('GET /api/admin/session', { admin: { id: 'a1', username: 'rev', role } }),
    api.answer('GET /api/admin/submissions', page(items)),
    api.answer('GET /api/admin/submissions/facets', {
      brands: ['Amazon', 'Apple', 'Target', 'Walmart'],
      statuses: { pending: 3 },
    }),
  );
  renderWithProviders(<SubmissionsTab />);
}

const selectedRow = () => screen.getByRole('option', { selected: true });
const detailTitle = () => screen.getByTestId('submission-detail').querySelector('h3')?.textContent;

describe('the Submissions tab as a review console (docs/product.md#admin-review)', () => {
  it('lists one row per submission with its claimant, and shows the first in the pane', async () => {
    renderTab();
    const list = await screen.findByRole('listbox', { name: 'Submissions queue' });
    const rows = within(list).getAllByRole('option');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Being reviewed by bo');
    // Past its review target (an hour after it came in): marked late in words.
    expect(rows[0]?.textContent).toMatch(/· Late \d+d \d+h/);
    expect(selectedRow().textContent).toContain('Amazon');
    expect(detailTitle()).toBe('Amazon $100.00');
    expect(screen.getByText('Showing 3 of 3 submissions')).toBeTruthy();
    // Asked in the most urgent order first.
    const asked = new URL(api.requestsTo('GET /api/admin/submissions')[0]!.path, 'http://x');
    expect(asked.searchParams.get('sort')).toBe('target');
  });

  it('moves with j and k, claims the selected one with c and opens its reject dialog with r', async () => {
    api.mock(
      api.answer('POST /api/admin/submissions/:id/claim', {
        claimedBy: 'rev',
        claimedUntil: '2099-01-01T00:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('listbox');
    await user.keyboard('j');
    expect(selectedRow().textContent).toContain('Target');
    await user.keyboard('j');
    expect(detailTitle()).toBe('Walmart $100.00');
    await user.keyboard('j'); // the last stays selected
    expect(selectedRow().textContent).toContain('Walmart');
    await user.keyboard('k');
    await user.keyboard('k');
    expect(detailTitle()).toBe('Amazon $100.00');
    await user.keyboard('c');
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin/submissions/:id/claim')).toHaveLength(1),
    );
    expect(api.requestsTo('POST /api/admin/submissions/:id/claim')[0]?.path).toBe(
      '/api/admin/submissions/s1/claim',
    );
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Submission' });
    // Typing the reason moves nothing and claims nothing.
    await user.type(within(dialog).getByLabelText('Reason'), 'jkc');
    expect(detailTitle()).toBe('Amazon $100.00');
    expect(api.requestsTo('POST /api/admin/submissions/:id/claim')).toHaveLength(1);
  });

  it('moves with the arrows once the list has the focus by Tab', async () => {
    const user = userEvent.setup();
    renderTab();
    const list = await screen.findByRole('listbox');
    list.focus();
    await user.keyboard('{ArrowDown}');
    expect(list.getAttribute('aria-activedescendant')).toBe(selectedRow().id);
    expect(selectedRow().textContent).toContain('Target');
    await user.keyboard('{End}');
    expect(selectedRow().textContent).toContain('Walmart');
  });

  it('fires nothing while typing in the search box; / puts the focus there', async () => {
    api.mock(api.answer('GET /api/admin/submissions', page(queue)));
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('listbox');
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search submissions' });
    expect(document.activeElement).toBe(search);
    await user.keyboard('jjc');
    expect((search as HTMLInputElement).value).toBe('jjc');
    expect(api.requestsTo('POST /api/admin/submissions/:id/claim')).toHaveLength(0);
  });

  it('leaves a key pressed on a filter to the filter', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('listbox');
    screen.getByRole('combobox', { name: 'Brand' }).focus();
    await user.keyboard('j');
    expect(selectedRow().textContent).toContain('Amazon');
  });

  it('lists every shortcut in the ? dialog', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('listbox');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const keys = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('kbd')?.textContent);
    expect(keys).toEqual(['j', 'k', '/', 'c', 'u', 'n', 'p', 'a', 'r', 'f', 'o', '?']);
    expect(dialog.textContent).toContain('Start Processing or Revert to Processing');
    // Keys meant for the queue do nothing while the dialog is open.
    await user.keyboard('j');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectedRow().textContent).toContain('Amazon');
  });

  it('leaves support read-only: no Review next, Claim or status buttons, no photos, masked card', async () => {
    const user = userEvent.setup();
    renderTab('support');
    await screen.findByRole('listbox');
    await screen.findByText('Being reviewed by bo');
    const detail = screen.getByTestId('submission-detail');
    expect(within(detail).queryAllByRole('button')).toEqual([]);
    for (const name of ['Review next', 'Claim', 'Reject', 'Start Processing', /Photo/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(detail.textContent).toContain('•••• 9424');
    expect(detail.textContent).not.toContain('9876');
    // Their keys do nothing either; the help lists only what they can do.
    await user.keyboard('c');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).not.toContain('Claim');
    expect(api.requestsTo('POST /api/admin/submissions/:id/claim')).toHaveLength(0);
  });

  it('Review next selects the submission it claimed, or says nothing is waiting', async () => {
    const handedOver = submission({
      id: 's9',
      brand: 'Steam',
      claimedBy: 'rev',
      claimedUntil: '2099-01-01T00:00:00.000Z',
    });
    let calls = 0;
    api.mock(
      api.answerWith('POST /api/admin/submissions/next', () => {
        calls += 1;
        return calls === 1 ? handedOver : new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Review next' }));
    await waitFor(() => expect(detailTitle()).toBe('Steam $100.00'));
    expect(screen.getByTestId('claimant').textContent).toContain('Being reviewed by you');
    await user.keyboard('n');
    await waitFor(() => expect(lastToast()?.title).toBe('Nothing waiting'));
  });

  it('filters by brand from the whole queue, by flag, and shows each signal with its reason', async () => {
    const flagged = submission({
      id: 's5',
      signals: [
        { type: 'linked_accounts', detail: '3 accounts registered from 203.0.113.9 today' },
      ],
    });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // Apple is on no loaded page; the server's facets name it.
    expect(options).toEqual(
      expect.arrayContaining(['All Brands', 'Amazon', 'Apple', 'Target', 'Walmart']),
    );
    await user.keyboard('{Escape}');
    api.mock(
      api.answerWith('GET /api/admin/submissions', ({ request }) =>
        new URL(request.url).searchParams.get('flagged') === 'true' ? page([flagged]) : page(queue),
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Flagged' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option').textContent).toContain('1 signal');
    expect(screen.getByTestId('submission-detail').textContent).toContain(
      'Linked accounts: 3 accounts registered from 203.0.113.9 today',
    );
  });

  it('searches on the server once typing pauses, and offers to clear the filters', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('listbox');
    api.mock(
      api.answerWith('GET /api/admin/submissions', ({ request }) =>
        new URL(request.url).searchParams.get('q') ? page([]) : page(queue),
      ),
    );
    await user.type(
      screen.getByPlaceholderText(
        'Search by ID, brand, card number, username, email, or amount...',
      ),
      '9424',
    );
    expect(await screen.findByText('No submissions found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeTruthy();
    const searched = api
      .requestsTo('GET /api/admin/submissions')
      .map((r) => new URL(r.path, 'http://x').searchParams.get('q'));
    expect(searched).toContain('9424');
    expect(searched).not.toContain('94');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });

  it('rejects with a reason (confirm disabled while blank) and says Status Updated', async () => {
    api.mock(
      api.answer('PATCH /api/admin/submissions/:id/status', submission({ status: 'rejected' })),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject Submission' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'Card already used');
    await user.click(confirm);
    await waitFor(() => expect(lastToast()?.title).toBe('Status Updated'));
    expect(await api.lastJsonBody('PATCH /api/admin/submissions/:id/status')).toEqual({
      status: 'rejected',
      reason: 'Card already used',
    });
  });

  it('says the queue is empty when nothing was submitted', async () => {
    renderTab('reviewer', []);
    expect(await screen.findByText('No gift card submissions have been made yet')).toBeTruthy();
  });
});
