import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { formatMoney, quoteCents } from '@cardbridge/catalogue';
import type { Brand } from '@cardbridge/catalogue';
import { checkAmount, imageMessages } from '@cardbridge/contracts';
import { Button } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { usePaymentMethods } from '../../../lib/api/get-payment-methods';
import { useSubmitGiftCard } from '../api/submit-gift-card';
import { submissionFormData } from '../lib/submission-form-data';
import { GiftCardInfoSection } from './gift-card-info-section';
import type { GiftCardInfo } from './gift-card-info-section';
import { ImageUploadSection } from './image-upload-section';
import { PaymentMethodSection } from './payment-method-section';
import { QuoteSummary } from './quote-summary';

interface SubmissionStepProps {
  brand: Brand;
  amount: string;
  onBack: () => void;
  /**
   * Renders the control that adds a payout method without leaving the form; it reports the new
   * method's id so it becomes the chosen one. A slot, because that control belongs to another feature.
   */
  renderAddPaymentMethod: (onAdded: (methodId: string) => void) => ReactNode;
}

const initialInfo: GiftCardInfo = {
  cardNumber: '',
  securityCode: '',
  expirationDate: '',
  cardFormat: 'physical',
  cardCondition: 'brand_new',
  notes: '',
};

/** Step 2: card details, photos and the payout method, then Submit for Review. */
export function SubmissionStep({
  brand,
  amount,
  onBack,
  renderAddPaymentMethod,
}: SubmissionStepProps) {
  const navigate = useNavigate();
  const [info, setInfo] = useState(initialInfo);
  const [images, setImages] = useState<File[]>([]);
  const [chosenMethodId, setChosenMethodId] = useState('');
  const [progress, setProgress] = useState(0);
  const methods = usePaymentMethods();
  const submit = useSubmitGiftCard();

  const check = checkAmount(amount, brand.name, brand);
  const valueCents = check.ok ? check.cents : 0;
  const quote = quoteCents(valueCents, brand);
  const list = methods.data ?? [];
  // One method is used as is; among several, the default is preselected.
  const paymentMethodId =
    list.length === 1
      ? (list[0]?.id ?? '')
      : list.some((m) => m.id === chosenMethodId)
        ? chosenMethodId
        : (list.find((m) => m.isDefault)?.id ?? '');

  const disabled =
    !check.ok ||
    !info.cardNumber.trim() ||
    images.length === 0 ||
    submit.isPending ||
    list.length === 0 ||
    !paymentMethodId;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (images.length === 0) {
      toast({
        title: 'Images Required',
        description: imageMessages.required,
        variant: 'destructive',
      });
      return;
    }
    if (disabled) return;
    setProgress(0);
    submit.mutate(
      {
        form: submissionFormData({
          ...info,
          brand: brand.name,
          denomination: amount,
          paymentMethodId,
          images,
        }),
        onProgress: setProgress,
      },
      {
        onSuccess: ({ submission }) => {
          // For a marketing tag to count the conversion; nothing personal is in the detail.
          window.dispatchEvent(
            new CustomEvent('cardbridge:conversion', {
              detail: { brand: submission.brand, value: submission.quote },
            }),
          );
          toast({
            title: 'Submission Successful',
            description: 'Your gift card has been submitted for review.',
          });
          void navigate('/confirmation');
        },
        onError: (error) =>
          toast({
            title: 'Submission Failed',
            description: errorMessageFor(error, 'Failed to submit gift card. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className="mx-auto flex max-w-3xl flex-col gap-6" onSubmit={handleSubmit} noValidate>
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
          <strong className="text-primary">{formatMoney(quote)}</strong>
        </p>
      </section>

      <GiftCardInfoSection
        value={info}
        onChange={(patch) => setInfo((current) => ({ ...current, ...patch }))}
      />
      <ImageUploadSection images={images} onChange={setImages} />
      <PaymentMethodSection
        methods={methods.data}
        isLoading={methods.isLoading}
        selectedId={paymentMethodId}
        onSelect={setChosenMethodId}
        addPaymentMethod={renderAddPaymentMethod(setChosenMethodId)}
      />
      <QuoteSummary brand={brand} valueCents={valueCents} quoteCents={quote} />

      {submit.isPending && (
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
        <Button type="submit" disabled={disabled}>
          {submit.isPending ? 'Submitting...' : 'Submit for Review'}
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">
        By submitting this form, you agree to our terms of service and confirm that you are the
        rightful owner of this gift card.
      </p>
    </form>
  );
}
