import { CreditCard, Rocket, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface HelpCategory {
  title: string;
  description: string;
  icon: LucideIcon;
  topics: readonly string[];
}

/** Help topics have no articles yet; each topic leads to the FAQ, where the answers live. */
export const helpCategories: readonly HelpCategory[] = [
  {
    title: 'Getting Started',
    description: 'New to Cardbridge? Start here.',
    icon: Rocket,
    topics: [
      'Creating your account',
      'Getting your first quote',
      'Selling your first gift card',
      'Supported gift card brands',
    ],
  },
  {
    title: 'Transactions',
    description: 'Submissions, verification and payouts.',
    icon: CreditCard,
    topics: [
      'Tracking a submission',
      'Verification times',
      'Payout methods and timing',
      'Rejected cards and resubmitting',
    ],
  },
  {
    title: 'Account & Security',
    description: 'Keep your account and cards safe.',
    icon: ShieldCheck,
    topics: [
      'Updating your profile',
      'Changing your password',
      'Managing payment methods',
      'Keeping your account secure',
    ],
  },
];
