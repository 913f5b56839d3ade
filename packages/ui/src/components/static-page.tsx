import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { cn } from '../lib/cn';
import { pageContainerClass } from '../lib/page-container';
import { Button } from './button';

interface StaticPageProps {
  /** The app's own link to `/` (the kit knows no router), e.g. `<Link to="/" />`. */
  homeLink: ReactElement<{ children?: ReactNode }>;
  /** Width and any other classes of the content column (inside the site's container). */
  className?: string;
  children: ReactNode;
}

/** The frame of an information page (docs/product.md#screens): opens at the top, with a Back to Home link. */
export function StaticPage({ homeLink, className, children }: StaticPageProps) {
  useScrollToTop();
  return (
    <div data-slot="static-page" className={cn(pageContainerClass, 'py-10 text-foreground')}>
      <div className={className}>
        <Button asChild variant="ghost" className="mb-6 -ml-3">
          {cloneElement(
            homeLink,
            undefined,
            <>
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </>,
          )}
        </Button>
        {children}
      </div>
    </div>
  );
}
