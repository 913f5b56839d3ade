import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '@cardbridge/web-kit';
import { aPublicBrand, api, HttpResponse, renderWithProviders } from '@cardbridge/web-kit/testing';
import { RatesTab } from './rates-tab';

const amazon = aPublicBrand('Amazon', '93');
const steam = aPublicBrand('Steam', '88');

async function openAmazon() {
  renderWithProviders(<RatesTab />);
  expect(await screen.findAllByTestId('brand-rate-row')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Edit the rate of Amazon' }));
  return screen.getByRole('region', { name: 'Edit Amazon' });
}

describe('the Rates tab', () => {
  it('lists each brand with its live rate, and shows a brand history newest first', async () => {
    api.mock(
      api.answer('GET /api/brands', [amazon, steam]),
      api.answer('GET /api/admin/brands/:slug/history', {
        items: [
          { at: '2026-11-27T03:00:00.000Z', admin: 'fiona', from: 91, to: 93 },
          { at: '2026-11-26T03:00:00.000Z', admin: 'olga', from: 90, to: 91 },
        ],
        nextCursor: null,
      }),
    );
    const panel = await openAmazon();
    const rows = screen.getAllByTestId('brand-rate-row').map((row) => row.textContent);
    expect(rows[0]).toContain('93%');
    expect(rows[1]).toContain('88%');
    const changes = await within(panel).findAllByTestId('rate-change');
    expect(changes.map((c) => c.textContent)).toEqual([
      expect.stringContaining('fiona: 91% → 93%'),
      expect.stringContaining('olga: 90% → 91%'),
    ]);
  });

  it('saves a rate within the limit at once, and the list shows it', async () => {
    let saved = false;
    api.mock(
      api.answerWith('GET /api/brands', () => [
        saved ? { ...amazon, rate: '90.5' } : amazon,
        steam,
      ]),
      api.answer('GET /api/admin/brands/:slug/history', { items: [], nextCursor: null }),
      api.answerWith('PATCH /api/admin/brands/:slug', () => {
        saved = true;
        return { ...amazon, rate: '90.5' };
      }),
    );
    const panel = await openAmazon();
    const input = within(panel).getByLabelText('New rate for Amazon (%)');
    await userEvent.clear(input);
    await userEvent.type(input, '90.5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save rate' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Rate Updated' }),
    );
    expect(await api.lastJsonBody('PATCH /api/admin/brands/:slug')).toEqual({ rate: 90.5 });
    await waitFor(() =>
      expect(screen.getAllByTestId('brand-rate-row')[0]?.textContent).toContain('90.5%'),
    );
  });

  it('refuses a rate out of range before asking the server', async () => {
    api.mock(
      api.answer('GET /api/brands', [amazon, steam]),
      api.answer('GET /api/admin/brands/:slug/history', { items: [], nextCursor: null }),
    );
    const panel = await openAmazon();
    const input = within(panel).getByLabelText('New rate for Amazon (%)');
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save rate' }));
    expect(await within(panel).findByText('Rate must be above 0 and at most 100')).toBeTruthy();
    expect(api.requestsTo('PATCH /api/admin/brands/:slug')).toHaveLength(0);
  });

  it('asks to confirm a large change in a dialog with the server words, then sends it confirmed', async () => {
    let calls = 0;
    api.mock(
      api.answer('GET /api/brands', [amazon, steam]),
      api.answer('GET /api/admin/brands/:slug/history', { items: [], nextCursor: null }),
      api.answerWith('PATCH /api/admin/brands/:slug', async ({ request }) => {
        calls += 1;
        const body = (await request.json()) as { confirm?: boolean };
        if (body.confirm) return { ...amazon, rate: '80' };
        return HttpResponse.json(
          {
            message:
              'Changing the Amazon rate from 93% to 80% moves it by 13 points. Confirm to apply it.',
            confirmationRequired: true,
            from: 93,
            to: 80,
          },
          { status: 409 },
        );
      }),
    );
    const panel = await openAmazon();
    const input = within(panel).getByLabelText('New rate for Amazon (%)');
    await userEvent.clear(input);
    await userEvent.type(input, '80');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save rate' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Changing the Amazon rate from 93% to 80% moves it by 13 points. Confirm to apply it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply change' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await api.lastJsonBody('PATCH /api/admin/brands/:slug')).toEqual({
      rate: 80,
      confirm: true,
    });
  });
});
