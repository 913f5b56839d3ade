import { Activity, BadgeCheck, Database, Lock, type LucideIcon } from 'lucide-react';
import { IconCard } from '@cardbridge/ui';
import { LegalSection } from './components/legal-section';
import { ContactLine } from './components/contact-line';
import { StaticPageLayout } from './components/static-page-layout';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lock,
    title: 'SSL Encryption',
    text: 'Every page and request travels over 256-bit SSL encryption.',
  },
  {
    icon: Database,
    title: 'Secure Storage',
    text: 'Card numbers, PINs and security codes are encrypted at rest.',
  },
  {
    icon: Activity,
    title: '24/7 Monitoring',
    text: 'Our systems are monitored around the clock for suspicious activity.',
  },
  {
    icon: BadgeCheck,
    title: 'Card Verification',
    text: 'Every card’s balance and authenticity is checked before we pay.',
  },
];

export function SecurityPage() {
  return (
    <StaticPageLayout
      title="Security"
      intro="How Cardbridge protects your account, your cards and your money."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <IconCard icon={Icon} title={title} contentClassName="text-sm text-muted-foreground">
              {text}
            </IconCard>
          </li>
        ))}
      </ul>

      <LegalSection title="Data Protection">
        <ul>
          <li>Passwords are stored only as salted, memory-hard hashes.</li>
          <li>Card secrets are shown in full only to the administrators who verify them.</li>
          <li>Card photos can be viewed only by you and our verification team.</li>
          <li>Multi-factor authentication for admin access.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Fraud Prevention">
        <ul>
          <li>Every card is checked for balance and authenticity before payout.</li>
          <li>
            Repeated failed sign-ins are slowed down, and then locked for a while from the address
            they come from, so nobody else can lock you out.
          </li>
          <li>Every admin sign-in attempt is recorded in an audit log.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Safe Trading Tips">
        <ul>
          <li>Only sell gift cards you own and obtained legitimately.</li>
          <li>Never share your card number or PIN with anyone who contacts you first.</li>
          <li>Be wary of anyone asking you to pay them with gift cards: it is a common scam.</li>
          <li>Use a strong, unique password and sign out on shared devices.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Report a Security Concern">
        <ContactLine
          lead="Found a vulnerability or suspicious activity?"
          email="security@cardbridge.com"
        />
      </LegalSection>

      <p className="rounded-lg border border-border bg-muted/50 p-4 text-sm text-muted-foreground">
        Our commitment: security is part of every feature we build, and we review and improve our
        safeguards continuously to keep your trades safe.
      </p>
    </StaticPageLayout>
  );
}
