import { useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { RequireSeller } from '../../components/require-seller';
import { QuickAddPaymentMethodDialog } from '../../features/payment-methods';
import {
  QuoteStep,
  sellBrand,
  SubmissionStep,
  useLeaveGuard,
  useRateLock,
} from '../../features/sell';
import { useBrands } from '../../lib/api/get-brands';
import { cn, pageContainerClass, PageTitle } from '@cardbridge/ui';
import { useCurrentUser } from '@cardbridge/web-kit';

/**
 * /sell-card?brand=: step 1 (quote) then step 2 (details, photos, payout), for signed-in sellers.
 * Composes the sell flow with the payment-methods feature's quick-add dialog.
 */
export function SellCardPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const brandName = params.get('brand');
  // A resubmission opens with the earlier card's value (docs/product.md#resubmission).
  const [amount, setAmount] = useState(params.get('amount') ?? '');
  const [reachedStep2, setReachedStep2] = useState(false);
  const [step2Unsaved, setStep2Unsaved] = useState(false);
  const leaveGuard = useLeaveGuard(amount.trim() !== '' || step2Unsaved);
  const pushedStep2 = useRef(false);
  // Each step is its own history entry (`&step=2`), so the browser's Back returns to step 1. A
  // step 2 URL opened afresh (reload, shared link) starts at step 1: there is no amount yet.
  const step = reachedStep2 && params.get('step') === '2' ? 2 : 1;
  // Live rates (docs/product.md#rates-as-data); the lock is asked for signed-in sellers only.
  const brands = useBrands();
  const { user } = useCurrentUser();
  const brand = sellBrand(brandName ?? '', brands.data ?? []);
  const lock = useRateLock(brand, amount, Boolean(user && brands.data && brandName));

  if (!brandName) return <Navigate to="/get-quote" replace />;

  const toStep2 = () => {
    setReachedStep2(true);
    const next = new URLSearchParams(params);
    const alreadyThere = next.get('step') === '2';
    next.set('step', '2');
    pushedStep2.current = !alreadyThere;
    setParams(next, { replace: alreadyThere });
  };
  const backToStep1 = () => {
    if (pushedStep2.current) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('step');
    setParams(next, { replace: true });
  };
  // Step 2 stays mounted once reached, hidden while on step 1, so Back to Quote and Continue keep
  // the card number, options, photos and payout method entered (docs/product.md#screens).
  const content = brands.isPending ? (
    <p role="status" className="text-center text-muted-foreground">
      Loading the current rate...
    </p>
  ) : brands.isError ? (
    <p role="alert" className="text-center text-destructive">
      We could not load the current rates. Please try again.
    </p>
  ) : (
    <>
      {step === 1 && (
        <QuoteStep
          brand={brand}
          amount={amount}
          lock={lock}
          onAmountChange={setAmount}
          onContinue={toStep2}
        />
      )}
      {reachedStep2 && (
        <div hidden={step !== 2}>
          <SubmissionStep
            brand={brand}
            amount={amount}
            lock={lock}
            onBack={backToStep1}
            onUnsavedChange={setStep2Unsaved}
            renderAddPaymentMethod={(onAdded) => (
              <QuickAddPaymentMethodDialog onAdded={(method) => onAdded(method.id)} />
            )}
          />
        </div>
      )}
    </>
  );

  return (
    <>
      <PageTitle>{`Sell your ${brand.name} gift card`}</PageTitle>
      <RequireSeller description="You need to sign in to sell gift cards.">
        <div className={cn(pageContainerClass, 'py-10')}>{content}</div>
        {leaveGuard}
      </RequireSeller>
    </>
  );
}
