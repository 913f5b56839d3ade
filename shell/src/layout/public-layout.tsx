import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

/** Every non-admin page: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
