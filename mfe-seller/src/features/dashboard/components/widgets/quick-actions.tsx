import { Link } from 'react-router-dom';
import { CreditCard, MessageCircle, Plus, Search } from 'lucide-react';
import { Button } from '@cardbridge/ui';

const actions = [
  { to: '/get-quote', label: 'Sell Gift Card', icon: Plus },
  { to: '/get-quote', label: 'Get Quote', icon: Search },
  { to: '/dashboard?tab=payment-methods', label: 'Manage Payment Methods', icon: CreditCard },
  { to: '/dashboard?tab=support', label: 'Contact Support', icon: MessageCircle },
] as const;

/** The quick-actions widget: the seller's usual next steps, one click away. */
export function QuickActions() {
  return (
    <ul className="grid gap-2 @md:grid-cols-2">
      {actions.map(({ to, label, icon: Icon }, index) => (
        <li key={label}>
          <Button
            asChild
            variant={index === 0 ? 'default' : 'outline'}
            className="w-full justify-start"
          >
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
