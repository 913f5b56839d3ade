import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@cardbridge/web-kit';
import { ThemeToggle } from '../theme/theme-toggle';
import { navLink } from './link-styles';
import { UserMenu } from './user-menu';
import { cn, pageContainerClass } from '@cardbridge/ui';

export function Header() {
  const { user } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <nav
        className={cn(pageContainerClass, 'flex h-16 items-center justify-between gap-2 sm:gap-4')}
      >
        <div className="flex items-center gap-3 sm:gap-6">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold">
            <Gift className="size-5 text-primary" aria-hidden />
            {/* A phone has no room for the wordmark beside the navigation; the link keeps its name. */}
            <span className="sr-only sm:not-sr-only">Cardbridge</span>
          </Link>
          <Link to="/get-quote" className={navLink}>
            Get Quote
          </Link>
          {user && (
            <Link to="/dashboard" className={navLink}>
              Dashboard
            </Link>
          )}
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <UserMenu />
        </div>
      </nav>
    </header>
  );
}
