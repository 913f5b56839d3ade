import { LegalSection } from './components/legal-section';
import { ContactLine } from './components/contact-line';
import { StaticPageLayout } from './components/static-page-layout';

export function TermsPage() {
  return (
    <StaticPageLayout
      title="Terms of Service"
      intro="These terms govern your use of Cardbridge, the marketplace where you sell gift cards for cash."
    >
      <LegalSection title="1. Acceptance of Terms">
        <p>
          By creating an account or using Cardbridge you agree to these terms. If you do not agree,
          do not use the service.
        </p>
      </LegalSection>

      <LegalSection title="2. Gift Card Transactions">
        <p>When you submit a gift card, you confirm that you are its rightful owner.</p>
        <ul>
          <li>Only US-issued gift cards are accepted.</li>
          <li>Partially used cards are accepted at their current balance.</li>
          <li>Your quote is the card value times the brand&apos;s rate. Sellers pay no fees.</li>
          <li>Verification typically takes 1 hour; high-value cards may take up to 24 hours.</li>
          <li>
            If a card is rejected, we email you the reason and you can resubmit it with corrections.
            A submission can be corrected or cancelled while it has not been processed.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="3. Account Responsibilities">
        <ul>
          <li>Keep your account details accurate and your password confidential.</li>
          <li>You are responsible for all activity under your account.</li>
          <li>Tell us right away if you suspect unauthorized use of your account.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Payment Terms">
        <p>
          Payouts are sent as soon as your card is approved; most arrive within 1-3 business days
          depending on the payout method.
        </p>
        <p>
          We pay the amount quoted for the verified card to the payout method you chose when you
          submitted it.
        </p>
      </LegalSection>

      <LegalSection title="5. Prohibited Activities">
        <ul>
          <li>Submitting stolen, fraudulent or already redeemed gift cards.</li>
          <li>Submitting cards you do not own or are not authorized to sell.</li>
          <li>Providing false information or impersonating another person.</li>
          <li>Interfering with the security or operation of the service.</li>
        </ul>
        <p>We may suspend accounts and report suspected fraud to the authorities.</p>
      </LegalSection>

      <LegalSection title="6. Limitation of Liability">
        <p>
          Cardbridge is provided as is. To the extent the law allows, we are not liable for indirect
          or consequential losses, and our liability for a transaction is limited to the amount
          quoted for it.
        </p>
      </LegalSection>

      <LegalSection title="7. Changes to These Terms">
        <p>
          We may update these terms. Continuing to use Cardbridge after a change means you accept
          the updated terms.
        </p>
      </LegalSection>

      <LegalSection title="8. Contact Information">
        <ContactLine lead="Questions about these terms?" email="support@cardbridge.com" />
      </LegalSection>
    </StaticPageLayout>
  );
}
