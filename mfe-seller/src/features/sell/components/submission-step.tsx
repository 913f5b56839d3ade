import { useEffect, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { formatMoney } from '@cardbridge/catalogue';
import { Button } from '@cardbridge/ui';
import type { LiveBrand } from '../../../lib/api/get-brands';
import { formatReviewTarget } from '../../../lib/format-review-target';
import { formatPayoutTarget } from '../../../lib/payout-target';
import type { RateLock } from '../hooks/use-rate-lock';
import { useSellForm } from '../hooks/use-sell-form';
import { GiftCardInfoSection } from './gift-card-info-section';
import { ImageUploadSection } from './image-upload-section';
import { PaymentMethodSection } from './payment-method-section';
import { QuoteSummary } from './quote-summary';
import { RateLockStatus } from './rate-lock-status';

interface SubmissionStepProps {
  brand: LiveBrand;
  amount: string;
  /** The locked quote the card is submitted with (docs/product.md#rate-lock). */
  lock: RateLock;
  onBack: () => void;
  /**
   * Renders the control that adds a payout method without leaving the form; it reports the new
   * method's id so it becomes the chosen one. A slot, because that control belongs to another feature.
   */
  renderAddPaymentMethod: (onAdded: (methodId: string) => void) => ReactNode;
  /** Told whether the step holds entries not submitted yet (the page asks before leaving). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** Step 2: card details, photos and the payout method, then Submit for Review. */
export function SubmissionStep({
  brand,
  amount,
  lock,
  onBack,
  renderAddPaymentMethod,
  onUnsavedChange,
}: SubmissionStepProps) {
  const sell = useSellForm({ brand, amount, lock });
  useEffect(() => onUnsavedChange?.(sell.unsaved), [sell.unsaved, onUnsavedChange]);
  const { form, methods, valueCents, progress } = sell;
  const chosenId = form.watch('paymentMethodId');
  const chosen = methods.data?.find((method) => method.id === chosenId);

  return (
    <form
      className="mx-auto flex max-w-3xl flex-col gap-6"
      onSubmit={(event) => void sell.onSubmit(event)}
      noValidate
    >
      <h1 className="sr-only">Sell Your {brand.name} Gift Card</h1>
      <div>
        <Button type="button" variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Quote
        </Button>
      </div>
      <section
        aria-label="Quote summary"
        className="rounded-md border border-primary bg-primary/5 p-4 text-center"
      >
        <p className="text-lg">
          <span aria-hidden="true">{brand.emoji}</span> {brand.name} gift card worth{' '}
          <strong>{formatMoney(valueCents)}</strong>: you receive{' '}
          <strong className="text-primary">{formatMoney(sell.quoteCents)}</strong>
        </p>
        <p className="text-sm text-muted-foreground">
          Review target: {formatReviewTarget(brand.targetReviewMinutes)}; the payout is sent as soon
          as your card is approved.
        </p>
        <p className="text-sm text-muted-foreground">
          Target payout: {formatPayoutTarget(brand.targetReviewMinutes, chosen?.type)} of submitting
          {chosen ? '' : ', depending on your payout method'}.
        </p>
        <div className="mt-2 flex justify-center">
          <RateLockStatus lock={lock} />
        </div>
      </section>

      <GiftCardInfoSection form={form} />
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <ImageUploadSection images={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="paymentMethodId"
        render={({ field }) => (
          <PaymentMethodSection
            methods={methods.data}
            isLoading={methods.isLoading}
            selectedId={field.value}
            onSelect={field.onChange}
            addPaymentMethod={renderAddPaymentMethod(sell.choosePaymentMethod)}
          />
        )}
      />
      <QuoteSummary
        brand={brand}
        valueCents={valueCents}
        ratePercent={sell.ratePercent}
        quoteCents={sell.quoteCents}
      />

      {sell.isPending && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-all"
              style={{ width: `${progress * 100}%` }}
            />
          </div>
          <p className="text-sm text-muted-foreground">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}

      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" asChild>
          <Link to="/get-quote">Cancel</Link>
        </Button>
        <Button type="submit" disabled={sell.disabled}>
          {sell.isPending ? 'Submitting...' : 'Submit for Review'}
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">
        By submitting this form, you agree to our terms of service and confirm that you are the
        rightful owner of this gift card.
      </p>
    </form>
  );
}
