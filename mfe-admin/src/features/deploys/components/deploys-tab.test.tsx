import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { DeploysTab } from './deploys-tab';

describe('the admin Deploys tab', () => {
  it('lists each registry change with when, who, from → to and why', async () => {
    api.mock(
      api.answerWith('GET /api/admin/deploys', () => ({
        items: [
          {
            at: '2026-03-04T11:00:00.000Z',
            remote: 'seller',
            action: 'auto-abort',
            by: 'automatic abort (chat)',
            from: 'bbbbbbbbbbbb',
            to: 'aaaaaaaaaaaa',
            why: "error rate 40.0 % exceeds live's 0.0 %",
          },
          {
            at: '2026-03-04T10:00:00.000Z',
            remote: 'seller',
            action: 'canary',
            by: 'Olga',
            from: 'aaaaaaaaaaaa',
            to: 'bbbbbbbbbbbb',
            percent: 10,
            why: 'new quote page',
          },
        ],
      })),
    );
    renderWithProviders(<DeploysTab />);
    const rows = await screen.findAllByTestId('deploy-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Automatic abort');
    expect(rows[0]?.textContent).toContain('bbbbbbbbbbbb → aaaaaaaaaaaa');
    expect(rows[0]?.textContent).toContain("error rate 40.0 % exceeds live's 0.0 %");
    expect(rows[1]?.textContent).toContain('Canary 10 %');
    expect(rows[1]?.textContent).toContain('by Olga');
    expect(rows[1]?.textContent).toContain('new quote page');
  });

  it('says when nothing has been deployed', async () => {
    api.mock(api.answerWith('GET /api/admin/deploys', () => ({ items: [] })));
    renderWithProviders(<DeploysTab />);
    expect(await screen.findByText('No remote has been deployed yet.')).toBeTruthy();
  });
});
