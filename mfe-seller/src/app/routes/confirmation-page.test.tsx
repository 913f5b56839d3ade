import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ConfirmationPage } from './confirmation-page';

afterEach(cleanup);

describe('ConfirmationPage', () => {
  it('says the submission was received and is under review, with the review time', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/confirmation', state: { submissionId: 's1' } }]}>
        <ConfirmationPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Submission Received!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Under Review' })).toBeTruthy();
    expect(screen.getByText(/submission #s1/)).toBeTruthy();
    expect(screen.getByText(/Review typically takes 15 minutes to 2 hours\./)).toBeTruthy();
    expect(document.title).toBe('Submission received · Cardbridge');
  });

  it('links to a new trade, the transaction history and support', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/confirmation', state: { submissionId: 's1' } }]}>
        <ConfirmationPage />
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Start New Trade')).toBe('/get-quote');
    expect(href('View Transaction History')).toBe('/dashboard');
    // Only a signed-in seller gets here: support is their own chat on the dashboard.
    expect(href('Contact Support')).toBe('/dashboard?tab=support');
  });

  it('sends a visit without a submission just made to the dashboard', () => {
    render(
      <MemoryRouter initialEntries={['/confirmation']}>
        <Routes>
          <Route path="/confirmation" element={<ConfirmationPage />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.queryByText('Submission Received!')).toBeNull();
  });
});
