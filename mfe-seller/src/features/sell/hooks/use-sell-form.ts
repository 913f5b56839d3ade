import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { quoteCents } from '@cardbridge/catalogue';
import {
  checkAmount,
  sellFormSchema,
  type PaymentMethod,
  type SellFormInput,
  type SellFormValues,
} from '@cardbridge/contracts';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import type { LiveBrand } from '../../../lib/api/get-brands';
import { usePaymentMethods } from '../../../lib/api/get-payment-methods';
import { offeredQuote } from '../api/create-quote';
import { useSubmitGiftCard } from '../api/submit-gift-card';
import type { RateLock } from './use-rate-lock';
import { submissionFormData } from '../lib/submission-form-data';

/** One method is used as is; among several the chosen one stays, else the default is preselected. */
function preselectedMethodId(list: PaymentMethod[], chosen: string): string {
  if (list.length === 1) return list[0]?.id ?? '';
  if (list.some((method) => method.id === chosen)) return chosen;
  return list.find((method) => method.isDefault)?.id ?? '';
}

function announceConversion(brand: string, value: string) {
  // For a marketing tag to count the conversion; nothing personal is in the detail.
  window.dispatchEvent(new CustomEvent('cardbridge:conversion', { detail: { brand, value } }));
}

/** A refusal the form cannot show beside a field: no photo, or a brand or value the rules refuse. */
function toastInvalid(errors: FieldErrors<SellFormInput>) {
  if (errors.images) {
    toast({
      title: 'Images Required',
      description: errors.images.message ?? errors.images.root?.message,
      variant: 'destructive',
    });
    return;
  }
  const refusal = errors.brand?.message ?? errors.denomination?.message;
  if (refusal) toast({ title: 'Submission Failed', description: refusal, variant: 'destructive' });
}

/**
 * Step 2 of the sell flow: the form (react-hook-form over the contracts' sell-form schema, so the
 * browser refuses with the server's own words), the payout method preselection, when Submit is
 * available (docs/product.md#validation), the upload with its progress, and what the seller is told.
 */
export function useSellForm({
  brand,
  amount,
  lock,
}: {
  brand: LiveBrand;
  amount: string;
  lock: RateLock;
}) {
  const navigate = useNavigate();
  // A resubmission (docs/product.md#resubmission) arrives with the earlier card's choices.
  const [params] = useSearchParams();
  const resubmitOf = params.get('resubmitOf') ?? undefined;
  const methods = usePaymentMethods();
  const submit = useSubmitGiftCard();
  const [progress, setProgress] = useState(0);
  const form = useForm<SellFormInput, unknown, SellFormValues>({
    resolver: zodResolver(sellFormSchema),
    defaultValues: {
      brand: brand.name,
      denomination: amount,
      cardNumber: '',
      securityCode: '',
      expirationDate: '',
      cardFormat: params.get('format') === 'digital' ? 'digital' : 'physical',
      cardCondition: params.get('condition') === 'partially_used' ? 'partially_used' : 'brand_new',
      notes: '',
      paymentMethodId: params.get('method') ?? '',
      images: [],
    },
  });
  const { control, getValues, setValue } = form;
  const [cardNumber, images, paymentMethodId] = useWatch({
    control,
    name: ['cardNumber', 'images', 'paymentMethodId'],
  });

  const list = methods.data;
  useEffect(() => {
    if (!list) return;
    const chosen = getValues('paymentMethodId');
    const next = preselectedMethodId(list, chosen);
    if (next !== chosen) setValue('paymentMethodId', next);
  }, [list, getValues, setValue]);

  const check = checkAmount(amount, brand.name, brand);
  const valueCents = check.ok ? check.cents : 0;
  const disabled =
    !check.ok ||
    !cardNumber.trim() ||
    images.length === 0 ||
    submit.isPending ||
    !list?.length ||
    !paymentMethodId;

  const send = (values: SellFormValues) => {
    if (disabled) return;
    setProgress(0);
    submit.mutate(
      {
        form: submissionFormData(values, lock.quote?.quoteId, resubmitOf),
        onProgress: setProgress,
      },
      {
        onSuccess: ({ submission }) => {
          announceConversion(submission.brand, submission.quote);
          toast({
            title: 'Submission Successful',
            description: 'Your gift card has been submitted for review.',
          });
          // The confirmation is about this submission: without it, /confirmation shows nothing.
          void navigate('/confirmation', { state: { submissionId: submission.id } });
        },
        onError: (error) => {
          // The lock ran out (or was another seller's): the server offers a fresh quote, which
          // the seller sees before submitting again (docs/product.md#rate-lock).
          const offer = offeredQuote(error);
          if (offer) lock.offer(offer);
          toast({
            title: 'Submission Failed',
            description: errorMessageFor(error, 'Failed to submit gift card. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return {
    form,
    methods,
    /** Entries the seller would lose by leaving: anything typed or chosen on this step. */
    unsaved: form.formState.isDirty || images.length > 0,
    valueCents,
    // The locked quote's figures; until it arrives, the brand's live rate (never a built-in one).
    ratePercent: lock.quote?.rate ?? brand.ratePercent,
    quoteCents: lock.quote?.payoutCents ?? quoteCents(valueCents, brand),
    disabled,
    isPending: submit.isPending,
    progress,
    onSubmit: form.handleSubmit(send, toastInvalid),
    /** A method just added in the quick dialog becomes the chosen one. */
    choosePaymentMethod: (id: string) => setValue('paymentMethodId', id),
  };
}
