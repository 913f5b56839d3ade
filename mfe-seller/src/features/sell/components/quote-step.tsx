import { Link } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { findBrand, formatMoney, formatRange, formatRate } from '@cardbridge/catalogue';
import { checkAmount } from '@cardbridge/contracts';
import { Button, Input, Label, TitledCard } from '@cardbridge/ui';
import type { LiveBrand } from '../../../lib/api/get-brands';
import { formatReviewTarget } from '../../../lib/format-review-target';
import { formatPayoutTarget } from '../../../lib/payout-target';
import type { RateLock } from '../hooks/use-rate-lock';
import { RateLockStatus } from './rate-lock-status';
import { UnknownBrandNotice } from './unknown-brand-notice';

interface QuoteStepProps {
  brand: LiveBrand;
  amount: string;
  /** The locked quote for the amount (docs/product.md#rate-lock). */
  lock: RateLock;
  onAmountChange: (amount: string) => void;
  onContinue: () => void;
}

/**
 * Step 1: the live rate, the accepted range, the review target, the card's value and its quote,
 * locked by the server and counted down.
 */
export function QuoteStep(props: QuoteStepProps) {
  if (!findBrand(props.brand.name)) return <UnknownBrandNotice name={props.brand.name} />;
  return <QuoteForm {...props} />;
}

function QuoteForm({ brand, amount, lock, onAmountChange, onContinue }: QuoteStepProps) {
  const check = checkAmount(amount, brand.name, brand);
  const showError = amount.trim() !== '' && !check.ok;

  return (
    <TitledCard
      className="mx-auto max-w-xl"
      titleClassName="text-2xl"
      title={
        <h1 className="flex items-center gap-2">
          <span aria-hidden="true">{brand.emoji}</span>
          Sell Your {brand.name} Gift Card
        </h1>
      }
      description={
        <>
          Current rate: <strong>{formatRate(brand.ratePercent)}</strong> · Accepted range:{' '}
          <strong>{formatRange(brand)}</strong> · Review target:{' '}
          <strong>{formatReviewTarget(brand.targetReviewMinutes)}</strong> · Target payout:{' '}
          <strong>{formatPayoutTarget(brand.targetReviewMinutes)}</strong>
        </>
      }
      contentClassName="flex flex-col gap-6"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="card-value">Gift Card Value ($)</Label>
        <Input
          id="card-value"
          inputMode="decimal"
          placeholder="Enter the card's balance"
          value={amount}
          onChange={(event) => onAmountChange(event.target.value)}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? 'card-value-error' : undefined}
        />
        {showError && !check.ok && (
          <p id="card-value-error" className="text-sm text-destructive">
            {check.message}
          </p>
        )}
      </div>

      {check.ok && (
        <section aria-label="Your quote" className="flex flex-col gap-3 rounded-md bg-muted p-4">
          {lock.quote && (
            <dl className="grid grid-cols-2 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Card Value</dt>
              <dd className="text-right">{formatMoney(lock.quote.amountCents)}</dd>
              <dt className="text-muted-foreground">Rate</dt>
              <dd className="text-right">{formatRate(lock.quote.rate)}</dd>
              <dt className="font-semibold">You Receive</dt>
              <dd className="text-right text-lg font-bold text-primary">
                {formatMoney(lock.quote.payoutCents)}
              </dd>
            </dl>
          )}
          <RateLockStatus lock={lock} />
        </section>
      )}

      <div className="flex justify-between gap-4">
        <Button variant="outline" asChild>
          <Link to="/get-quote">
            <ArrowLeft aria-hidden="true" />
            Back to Brands
          </Link>
        </Button>
        <Button onClick={onContinue} disabled={!check.ok}>
          Continue to Sell
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </TitledCard>
  );
}
