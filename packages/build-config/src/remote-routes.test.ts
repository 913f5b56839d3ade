import { describe, expect, it } from 'vitest';
import {
  exposeModules,
  exposesFor,
  routesDocument,
  type RemoteRouteDeclaration,
} from './remote-routes';

const routes: RemoteRouteDeclaration[] = [
  {
    path: '/get-quote',
    file: './features/quote/components/get-quote-page.tsx',
    export: 'GetQuotePage',
  },
  {
    path: '/quote',
    file: './features/quote/components/get-quote-page.tsx',
    export: 'GetQuotePage',
  },
  {
    path: '/dashboard',
    file: './features/dashboard/components/dashboard-page.tsx',
    export: 'DashboardPage',
  },
];

describe('remote route declaration', () => {
  it('publishes every declared path with its exposed module and export (routes.json)', () => {
    expect(routesDocument('seller', routes)).toEqual({
      name: 'seller',
      routes: [
        { path: '/get-quote', module: './get-quote-page', export: 'GetQuotePage' },
        { path: '/quote', module: './get-quote-page', export: 'GetQuotePage' },
        { path: '/dashboard', module: './dashboard-page', export: 'DashboardPage' },
      ],
    });
  });

  it('exposes each page file once, through its generated module', () => {
    expect(exposesFor(routes)).toEqual({
      './get-quote-page': './src/.exposes/get-quote-page.ts',
      './dashboard-page': './src/.exposes/dashboard-page.ts',
    });
  });

  it('generates expose modules that load the stylesheet, then re-export the page', () => {
    expect(exposeModules(routes, './styles.css')).toEqual({
      'src/.exposes/get-quote-page.ts':
        "import '../styles.css';\nexport { GetQuotePage } from '../features/quote/components/get-quote-page.tsx';\n",
      'src/.exposes/dashboard-page.ts':
        "import '../styles.css';\nexport { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';\n",
    });
  });

  it('refuses two different files that would expose under one name', () => {
    const clash: RemoteRouteDeclaration[] = [
      { path: '/a', file: './a/help-page.tsx', export: 'A' },
      { path: '/b', file: './b/help-page.tsx', export: 'B' },
    ];
    expect(() => exposesFor(clash)).toThrow('Two page files expose as ./help-page');
  });
});
