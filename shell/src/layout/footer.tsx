import { Link } from 'react-router';
import { cn, pageContainerClass } from '@cardbridge/ui';

interface FooterLink {
  label: string;
  to: string;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'Sell Gift Cards', to: '/get-quote' },
      { label: 'Dashboard', to: '/dashboard' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Security', to: '/security' },
    ],
  },
];

const bottomLinks: FooterLink[] = [
  { label: 'Security', to: '/security' },
  { label: 'Trust & Safety', to: '/security' },
  { label: 'Status', to: '/help' },
];

/** Footer links scroll to the top even when they point at the page already shown. */
const scrollToTop = () => window.scrollTo(0, 0);

export function Footer() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className={cn(pageContainerClass, 'grid gap-8 py-10 sm:grid-cols-4')}>
        <div>
          <p className="text-lg font-bold">Cardbridge</p>
          <p className="mt-2 text-sm text-muted-foreground">Turn unused gift cards into cash.</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    onClick={scrollToTop}
                    className="text-sm text-muted-foreground hover:text-foreground"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-border">
        <div
          className={cn(
            pageContainerClass,
            'flex flex-col items-center justify-between gap-3 py-4 text-sm text-muted-foreground sm:flex-row',
          )}
        >
          <p>© 2024 Cardbridge. All rights reserved.</p>
          <div className="flex gap-4">
            {bottomLinks.map((link) => (
              <Link
                key={link.label}
                to={link.to}
                onClick={scrollToTop}
                className="hover:text-foreground"
              >
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
