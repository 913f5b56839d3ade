import { KeyRound } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@cardbridge/ui';
import { LegalSection } from './components/legal-section';
import { ContactLine } from './components/contact-line';
import { StaticPageLayout } from './components/static-page-layout';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function PrivacyPage() {
  return (
    <StaticPageLayout
      title="Privacy Policy"
      intro={<p>Last updated: {longDate.format(new Date())}</p>}
    >
      <LegalSection title="Information We Collect">
        <ul>
          <li>
            Account details: your name, username, email address and, optionally, phone number.
          </li>
          <li>Gift card details you submit: brand, value, card number or code, PIN and photos.</li>
          <li>Payout details: the payout methods and account information you add.</li>
          <li>Usage data: pages visited and device information, used to keep the service safe.</li>
        </ul>
      </LegalSection>

      <LegalSection title="How We Use Your Information">
        <ul>
          <li>To quote, verify and buy the gift cards you submit, and to pay you.</li>
          <li>To send you updates about your submissions and answer your support requests.</li>
          <li>To detect and prevent fraud and to meet our legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Information Sharing">
        <p>
          We do not sell your personal information. We share it only with payment providers to send
          your payouts, with service providers who help us run Cardbridge under confidentiality
          agreements, and with authorities when the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="Data Security">
        <p>
          Data travels over 256-bit SSL encryption. Card numbers, PINs and security codes are
          encrypted at rest and shown in full only to the administrators who verify your card; you
          see them masked to their last 4 characters. Our systems are monitored 24/7.
        </p>
      </LegalSection>

      <LegalSection title="Your Rights">
        <ul>
          <li>See and correct the personal information in your account.</li>
          <li>Ask us to delete your account and personal information.</li>
          <li>Choose which notification emails you receive.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Cookies and Tracking">
        <p>
          We use cookies to keep you signed in and to remember preferences such as the light or dark
          theme. Session cookies are not readable by scripts on the page.
        </p>
      </LegalSection>

      <LegalSection title="Contact Us">
        <ContactLine lead="Questions about your privacy?" email="privacy@cardbridge.com" />
      </LegalSection>

      <Alert>
        <KeyRound aria-hidden="true" />
        <AlertTitle>Password security</AlertTitle>
        <AlertDescription>
          We store your password only as a salted, memory-hard hash, never in readable form, and our
          staff will never ask for it. Use a unique password for Cardbridge.
        </AlertDescription>
      </Alert>
    </StaticPageLayout>
  );
}
