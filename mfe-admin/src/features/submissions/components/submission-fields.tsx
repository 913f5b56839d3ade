import { format } from 'date-fns';
import { payoutMethodLabel, reasonLabel } from '@cardbridge/contracts';
import type { AdminSubmission } from '@cardbridge/contracts';

const conditionLabel: Record<string, string> = {
  brand_new: 'Brand New',
  partially_used: 'Partially Used',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy HH:mm');

/** Only the last four digits, whatever the server sent (docs/product.md#admin-roles). */
const masked = (cardNumber: string) => `•••• ${cardNumber.replace(/\D/g, '').slice(-4)}`;

/**
 * Every field of a submission. A role without 'card.secrets' sees the card number masked and no
 * PIN or security code at all.
 */
export function SubmissionFields({
  submission: s,
  secrets,
}: {
  submission: AdminSubmission;
  secrets: boolean;
}) {
  const fields: [string, string][] = [
    ['Card Number', secrets ? s.cardNumber : masked(s.cardNumber)],
    ...(secrets
      ? ([
          ['PIN', s.pin ?? '—'],
          ['Security Code', s.securityCode ?? '—'],
        ] as [string, string][])
      : []),
    ['Expiration', s.expirationDate ?? '—'],
    ['Card Format', capitalised(s.cardFormat)],
    ['Card Condition', conditionLabel[s.cardCondition] ?? 'Not specified'],
    ['Quote', `$${s.quote}`],
    ['Seller', `${s.username} (${s.email})`],
    ['Seller ID', s.sellerId],
    ['Payout Method', payoutMethodLabel(s.paymentMethod)],
    ['Submitted', when(s.createdAt)],
    ['Review target', when(s.targetAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}:</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
      {s.notes && (
        <div className="contents">
          <dt className="text-muted-foreground">Notes:</dt>
          <dd>{s.notes}</dd>
        </div>
      )}
      {s.statusReason && (
        <div className="contents">
          <dt className="font-semibold">{reasonLabel(s.status)}</dt>
          <dd>{s.statusReason}</dd>
        </div>
      )}
    </dl>
  );
}
