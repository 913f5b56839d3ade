import { Badge, Spinner } from '@cardbridge/ui';
import { usePaymentMethods } from '../../../lib/api/get-payment-methods';
import { paymentMethodLabel } from '../../../lib/payment-methods/payment-method-label';
import { QuickAddPaymentMethodDialog } from './quick-add-payment-method-dialog';

/**
 * The first payout methods, the default one marked, with an Add button (the overview shows 3,
 * the customizable widget 2; docs/product.md#customizable-dashboard).
 */
export function PaymentMethodsSummary({ limit }: { limit: number }) {
  const methods = usePaymentMethods();
  if (methods.isLoading) return <Spinner />;
  const list = methods.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      {methods.isError && !methods.data ? (
        <p className="text-sm text-destructive">Your payment methods could not be loaded.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payment methods yet.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {list.slice(0, limit).map((method) => (
            <li key={method.id} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 break-words">{paymentMethodLabel(method)}</span>
              {method.isDefault && <Badge variant="secondary">Default</Badge>}
            </li>
          ))}
        </ul>
      )}
      <div>
        <QuickAddPaymentMethodDialog />
      </div>
    </div>
  );
}
