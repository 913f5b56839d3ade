import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { createQueryClient } from '../api/query-client';

/** A remote's route declaration, as in its routes.tsx. */
export interface StandaloneRoute {
  path: string;
  file: string;
  export: string;
}

/** The remote's `import.meta.glob('./**\/*-page.tsx')`: the glob must live in the remote itself. */
export type PageModules = Record<string, () => Promise<Record<string, unknown>>>;

function lazyPage(pageModules: PageModules, file: string, exportName: string) {
  const load = pageModules[file];
  if (!load) throw new Error(`routes.tsx names ${file}, which does not exist`);
  return lazy(async () => {
    const Page = (await load())[exportName];
    if (typeof Page !== 'function') throw new Error(`${file} has no component ${exportName}`);
    return { default: Page as ComponentType };
  });
}

/**
 * A minimal host standing in for the shell while a remote's team develops it alone
 * (`npm run dev -w mfe-<name>`): a router, a QueryClient and an index of the remote's pages.
 */
export function StandaloneHost({
  routes,
  pageModules,
}: {
  routes: readonly StandaloneRoute[];
  pageModules: PageModules;
}) {
  const [queryClient] = useState(createQueryClient);
  const [pages] = useState(() =>
    routes.map((route) => ({
      path: route.path,
      Page: lazyPage(pageModules, route.file, route.export),
    })),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <nav className="flex gap-4 border-b border-border p-3 text-sm">
          {routes.map((route) => (
            <Link key={route.path} to={route.path} className="text-primary underline">
              {route.path}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<p className="p-4">Loading…</p>}>
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
