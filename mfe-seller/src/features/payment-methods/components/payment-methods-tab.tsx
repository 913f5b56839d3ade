import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { PaymentMethod, PaymentMethodForm } from '@cardbridge/contracts';
import { Badge, Button, ConfirmDialog, Spinner, TitledCard } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { usePaymentMethods } from '../../../lib/api/get-payment-methods';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { paymentMethodLabel } from '../../../lib/payment-methods/payment-method-label';
import { PaymentMethodFormDialog } from './payment-method-form-dialog';

const failed = (title: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessageFor(error, title), variant: 'destructive' });

/** The dashboard's payment-methods tab: list, add, edit, delete (docs/product.md#screens). */
export function PaymentMethodsTab() {
  const methods = usePaymentMethods();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const remove = useDeletePaymentMethod();
  const [dialog, setDialog] = useState<{ open: boolean; method?: PaymentMethod }>({ open: false });

  const save = (values: PaymentMethodForm & { isDefault: boolean }) => {
    const close = () => setDialog({ open: false });
    if (dialog.method) {
      update.mutate(
        { id: dialog.method.id, ...values },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Payment method updated successfully' });
            close();
          },
          onError: failed('Failed to update payment method'),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Payment method added successfully' });
          close();
        },
        onError: failed('Failed to add payment method'),
      });
    }
  };

  const [deleting, setDeleting] = useState<PaymentMethod>();

  const deleteMethod = (method: PaymentMethod) => {
    remove.mutate(method.id, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Payment method deleted successfully' }),
      onError: failed('Failed to delete payment method'),
    });
  };

  return (
    <>
      <TitledCard
        title="Payment Methods"
        description="Where your payouts are sent."
        action={
          <Button onClick={() => setDialog({ open: true })}>
            <Plus aria-hidden="true" />
            Add Payment Method
          </Button>
        }
      >
        {methods.isLoading ? (
          <Spinner />
        ) : methods.isError ? (
          <p className="text-destructive">Your payment methods could not be loaded.</p>
        ) : !methods.data?.length ? (
          <p className="text-muted-foreground">
            No payment methods yet. Add one to receive your payouts.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {methods.data.map((method) => (
              <li
                key={method.id}
                className="flex items-center justify-between gap-4 rounded-md border border-border p-3"
              >
                <div>
                  <p className="font-medium">
                    {paymentMethodLabel(method)}{' '}
                    {method.isDefault && <Badge variant="secondary">Default</Badge>}
                  </p>
                  {method.accountName && (
                    <p className="text-sm text-muted-foreground">{method.accountName}</p>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Edit ${paymentMethodLabel(method)}`}
                    onClick={() => setDialog({ open: true, method })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Delete ${paymentMethodLabel(method)}`}
                    onClick={() => setDeleting(method)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
      <PaymentMethodFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        method={dialog.method}
        pending={create.isPending || update.isPending}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title="Delete payment method"
        description="Are you sure you want to delete this payment method?"
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && deleteMethod(deleting)}
      />
    </>
  );
}
