export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The ten questions of the FAQ page; answers repeat the product's claims and decided wording. */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'how-it-works',
    question: 'How does Cardbridge work?',
    answer:
      'Choose your gift card brand and enter the card value to see an instant quote: the value times the brand’s rate. Submit the card details with at least one photo, we verify the card, and then we pay you.',
  },
  {
    id: 'fees',
    question: 'Are there any fees?',
    answer: 'No. Sellers pay no fees: the amount you are quoted is the amount you receive.',
  },
  {
    id: 'accepted-cards',
    question: 'Which gift cards do you accept?',
    answer:
      'We buy US-issued gift cards from popular retail, dining, gaming, technology, entertainment, travel and prepaid brands. Only US-issued cards are accepted. If your brand is not listed, contact us.',
  },
  {
    id: 'partially-used',
    question: 'Can I sell a partially used gift card?',
    answer: 'Yes. Partially used cards are accepted at their current balance.',
  },
  {
    id: 'verification-time',
    question: 'How long does verification take?',
    answer:
      'Verification usually takes about 1 hour. High-value cards can take up to 24 hours while we check the balance and authenticity.',
  },
  {
    id: 'payout-methods',
    question: 'How do I get paid?',
    answer:
      'You choose a payout method when you sell and can manage your methods in your dashboard: bank transfer, PayPal, Venmo, Zelle, Chime, Varo, Google Pay, Apple Pay, Green Dot, Revolut or a check by mail.',
  },
  {
    id: 'payout-timing',
    question: 'When will I receive my payment?',
    answer:
      'Payouts are sent as soon as your card is approved; most arrive within 1-3 business days depending on the payout method.',
  },
  {
    id: 'rejected',
    question: 'What happens if my card is rejected?',
    answer:
      'We email you the reason, which you can also see on your dashboard. You can resubmit the card with corrections.',
  },
  {
    id: 'change-or-cancel',
    question: 'Can I change or cancel a submission?',
    answer:
      'Yes, as long as it has not been processed yet. Contact our support team and we will correct or cancel it.',
  },
  {
    id: 'security',
    question: 'Is my information secure?',
    answer:
      'Yes. Everything travels over 256-bit SSL encryption, card numbers and PINs are encrypted at rest, and our systems are monitored 24/7.',
  },
];
