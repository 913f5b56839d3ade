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

  if (!brandName) return <Navigate to="/get-quote" replace />;

  const content =
    step === 1 ? (
      <QuoteStep
        brand={sellBrand(brandName)}
        amount={amount}
        onAmountChange={setAmount}
        onContinue={() => setStep(2)}
      />
    ) : (
      <SubmissionStep
        brand={sellBrand(brandName)}
        amount={amount}
        onBack={() => setStep(1)}
        renderAddPaymentMethod={(onAdded) => (
          <QuickAddPaymentMethodDialog onAdded={(method) => onAdded(method.id)} />
        )}
      />
    );

  return (
    <>
      <title>{`Sell your ${sellBrand(brandName).name} gift card · Cardbridge`}</title>
      <RequireSeller description="You need to sign in to sell gift cards.">
        <div className="px-4 py-10">{content}</div>
      </RequireSeller>
    </>
  );
}
