import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StandaloneHost } from './standalone-host';

const routes = [
  { path: '/first', file: './first-page.tsx', export: 'FirstPage' },
  { path: '/second', file: './second-page.tsx', export: 'SecondPage' },
];
const pageModules = {
  './first-page.tsx': async () => ({ FirstPage: () => <h1>First page</h1> }),
  './second-page.tsx': async () => ({ SecondPage: () => <h1>Second page</h1> }),
};

describe('standalone host', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it("renders the remote's page for the current path and links to every page", async () => {
    window.history.pushState({}, '', '/second');
    render(<StandaloneHost routes={routes} pageModules={pageModules} />);
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeTruthy();
    expect(screen.queryByText('First page')).toBeNull();
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/first', '/second']);
  });

  it('names a declared page file that does not exist', () => {
    const broken = [{ path: '/x', file: './missing-page.tsx', export: 'X' }];
    expect(() => render(<StandaloneHost routes={broken} pageModules={pageModules} />)).toThrow(
      'routes.tsx names ./missing-page.tsx, which does not exist',
    );
  });
});
