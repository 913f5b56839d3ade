import { ArrowRight } from 'lucide-react';
import { formatRange, formatRate, type Brand } from '@cardbridge/catalogue';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';

interface SelectedBrandSummaryProps {
  brand: Brand;
  onContinue: () => void;
}

export function SelectedBrandSummary({ brand, onContinue }: SelectedBrandSummaryProps) {
  return (
    <Card aria-live="polite" className="border-primary">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <span aria-hidden="true">{brand.emoji}</span>
          {brand.name} Selected
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Rate</dt>
          <dt className="text-muted-foreground">Amount range</dt>
          <dd className="text-lg font-bold text-primary">{formatRate(brand.ratePercent)}</dd>
          <dd className="text-lg font-semibold">{formatRange(brand)}</dd>
        </dl>
        <Button size="lg" onClick={onContinue}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}
