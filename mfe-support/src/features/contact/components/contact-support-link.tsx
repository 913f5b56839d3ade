import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@cardbridge/web-kit';

/** Where a signed-in user's support conversation lives: the dashboard's Support tab. */
export const signedInSupportPath = '/dashboard?tab=support';

/**
 * A "Contact Support" link: a signed-in user goes to their own support chat on the dashboard,
 * anyone else to the contact form (docs/product.md#support-chat).
 */
export function ContactSupportLink({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return <Link to={user ? signedInSupportPath : '/contact'}>{children}</Link>;
}
