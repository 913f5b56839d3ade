import { useEffect, useRef } from 'react';
import { ArrowRight } from 'lucide-react';
import { formatRange, formatRate, type Brand } from '@cardbridge/catalogue';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';

interface SelectedBrandSummaryProps {
  brand: Brand;
  onContinue: () => void;
}

/**
 * The picked brand's rate and range with Continue. Picking a brand brings it into view (on a
 * phone it sits below the list), smoothly unless the visitor asks for reduced motion.
 */
export function SelectedBrandSummary({ brand, onContinue }: SelectedBrandSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [brand.name]);
  return (
    <Card ref={ref} aria-live="polite" className="border-primary">
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
