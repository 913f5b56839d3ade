import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Every non-admin page: header, the page, footer. The page suspends on its own, so the header
 * (and its auth check) render while a page's chunk or remote loads.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <Header />
      <main className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
