import { formatMoney, formatRate } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';
import { Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';

interface QuoteSummaryProps {
  brand: Brand;
  valueCents: number;
  /** The rate the card is paid at: the locked quote's, else the brand's live rate. */
  ratePercent: number;
  quoteCents: number;
}

/** The "Your Quote" summary of step 2. */
export function QuoteSummary({ brand, valueCents, ratePercent, quoteCents }: QuoteSummaryProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your Quote</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Brand</dt>
          <dd className="text-right">{brand.name}</dd>
          <dt className="text-muted-foreground">Card Value</dt>
          <dd className="text-right">{formatMoney(valueCents)}</dd>
          <dt className="text-muted-foreground">Rate</dt>
          <dd className="text-right">{formatRate(ratePercent)}</dd>
          <dt className="font-semibold">You Receive</dt>
          <dd className="text-right text-lg font-bold text-primary">{formatMoney(quoteCents)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
