import { useEffect, useRef } from 'react';
import { ArrowRight } from 'lucide-react';
import { formatRange, formatRate } from '@cardbridge/catalogue';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';
import type { LiveBrand } from '../../../lib/api/get-brands';
import { formatReviewTarget } from '../../../lib/format-review-target';
import { formatPayoutTarget } from '../../../lib/payout-target';

interface SelectedBrandSummaryProps {
  brand: LiveBrand;
  onContinue: () => void;
}

/**
 * The picked brand's live rate, range and review target (docs/product.md#rate-lock: said before
 * the seller commits) with Continue. Picking a brand brings it into view (on a
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
        <div className="flex flex-col gap-2">
          <dl className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Rate</dt>
            <dt className="text-muted-foreground">Amount range</dt>
            <dd className="text-lg font-bold text-primary">{formatRate(brand.ratePercent)}</dd>
            <dd className="text-lg font-semibold">{formatRange(brand)}</dd>
          </dl>
          <p className="text-sm text-muted-foreground">
            Review target: {brand.name} cards are reviewed within{' '}
            <strong className="text-foreground">
              {formatReviewTarget(brand.targetReviewMinutes)}
            </strong>
            ; the payout is sent as soon as the card is approved.
          </p>
          <p className="text-sm text-muted-foreground">
            Target payout:{' '}
            <strong className="text-foreground">
              {formatPayoutTarget(brand.targetReviewMinutes)}
            </strong>{' '}
            of submitting, depending on your payout method.
          </p>
        </div>
        <Button size="lg" onClick={onContinue}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}
