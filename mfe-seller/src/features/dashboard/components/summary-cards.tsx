import type { MySubmission } from '@cardbridge/contracts';
import { formatMoney } from '@cardbridge/catalogue';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';

interface SummaryCardsProps {
  submissions: MySubmission[];
  paymentMethodCount: number;
}

/** Total sold (server quotes of completed submissions), active submissions, payout methods. */
export function SummaryCards({ submissions, paymentMethodCount }: SummaryCardsProps) {
  const completed = submissions.filter((s) => s.status === 'completed');
  const soldCents = completed.reduce((sum, s) => sum + s.quoteCents, 0);
  const active = submissions.filter((s) => s.status !== 'completed' && s.status !== 'rejected');
  const cards = [
    {
      title: 'Total Amount Sold',
      value: formatMoney(soldCents),
      note: `${completed.length} completed ${completed.length === 1 ? 'sale' : 'sales'}`,
    },
    {
      title: 'Active Submissions',
      value: String(active.length),
      note: 'Not yet completed or rejected',
    },
    { title: 'Payment Methods', value: String(paymentMethodCount), note: 'Where payouts are sent' },
  ];
  return (
    <div className="@container">
      <div className="grid gap-4 @xl:grid-cols-3">
        {cards.map((card) => (
          <Card key={card.title}>
            <CardHeader>
              <CardDescription>{card.title}</CardDescription>
              <CardTitle className="text-2xl">{card.value}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{card.note}</CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
