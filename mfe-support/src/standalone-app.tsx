import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { createQueryClient } from '@cardbridge/web-kit';
import { routes } from './routes';

/** Every page module under src/, loaded on demand, keyed like `./features/x/x-page.tsx`. */
const pageModules = import.meta.glob<Record<string, unknown>>('./**/*-page.tsx');

function lazyPage(file: string, exportName: string) {
  const load = pageModules[file];
  if (!load) throw new Error(`routes.tsx names ${file}, which does not exist`);
  return lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
}

const pages = routes.map((route) => ({
  path: route.path,
  Page: lazyPage(route.file, route.export),
}));

/** A minimal host (router, QueryClient, an index of the pages) standing in for the shell. */
export function StandaloneApp() {
  const [queryClient] = useState(createQueryClient);
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
