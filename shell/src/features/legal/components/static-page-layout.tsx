import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle, StaticPage } from '@cardbridge/ui';

interface StaticPageLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Frame shared by the legal pages: opens at the top, with a Back to Home link (docs/product.md#screens). */
export function StaticPageLayout({ title, intro, children }: StaticPageLayoutProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <StaticPage homeLink={<Link to="/" />} className="max-w-4xl">
        <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
        {intro && <div className="mt-3 text-muted-foreground">{intro}</div>}
        <div className="mt-10 flex flex-col gap-8">{children}</div>
      </StaticPage>
    </>
  );
}
