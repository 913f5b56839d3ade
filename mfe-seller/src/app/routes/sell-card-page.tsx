import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { RequireSeller } from '../../components/require-seller';
import { QuickAddPaymentMethodDialog } from '../../features/payment-methods';
import { QuoteStep, sellBrand, SubmissionStep } from '../../features/sell';

/**
 * /sell-card?brand=: step 1 (quote) then step 2 (details, photos, payout), for signed-in sellers.
 * Composes the sell flow with the payment-methods feature's quick-add dialog.
 */
export function SellCardPage() {
  const [params] = useSearchParams();
  const brandName = params.get('brand');
  const [step, setStep] = useState<1 | 2>(1);
  const [amount, setAmount] = useState('');
  const [reachedStep2, setReachedStep2] = useState(false);

  if (!brandName) return <Navigate to="/get-quote" replace />;

  const brand = sellBrand(brandName);
  const toStep2 = () => {
    setReachedStep2(true);
    setStep(2);
  };
  // Step 2 stays mounted once reached, hidden while on step 1, so Back to Quote and Continue keep
  // the card number, options, photos and payout method entered (docs/product.md#screens).
  const content = (
    <>
      {step === 1 && (
        <QuoteStep brand={brand} amount={amount} onAmountChange={setAmount} onContinue={toStep2} />
      )}
      {reachedStep2 && (
        <div hidden={step !== 2}>
          <SubmissionStep
            brand={brand}
            amount={amount}
            onBack={() => setStep(1)}
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
      <title>{`Sell your ${brand.name} gift card · Cardbridge`}</title>
      <RequireSeller description="You need to sign in to sell gift cards.">
        <div className="px-4 py-10">{content}</div>
      </RequireSeller>
    </>
  );
}
