import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { newPaymentMethodSchema, paymentMethodTypeInfo } from '@cardbridge/contracts';
import type { NewPaymentMethod, NewPaymentMethodInput, PaymentMethod } from '@cardbridge/contracts';
import { Button, FormDialog, FormField, Label } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import { PaymentTypeSelect } from './payment-type-select';

interface QuickAddPaymentMethodDialogProps {
  /** Called with the new method, so the sell flow can choose it at once. */
  onAdded?: (method: PaymentMethod) => void;
}

const empty: Partial<NewPaymentMethodInput> = { accountInfo: '' };

/**
 * An empty field is the 'Missing Information' toast (docs/product.md#validation); a filled one the schema refuses (an
 * email that is not one) is said under the field, in the server's words.
 */
function toastIfMissing(errors: FieldErrors<NewPaymentMethodInput>) {
  const missing = errors.type || errors.accountInfo?.message === 'Account information is required';
  if (!missing) return;
  toast({
    title: 'Missing Information',
    description: 'Please fill in all payment method fields.',
    variant: 'destructive',
  });
}

/**
 * The sell flow's add dialog (docs/product.md#screens): type and account info only, validated by the same
 * schema as POST /api/payment-methods.
 */
export function QuickAddPaymentMethodDialog({ onAdded }: QuickAddPaymentMethodDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreatePaymentMethod();
  const form = useForm<NewPaymentMethodInput, unknown, NewPaymentMethod>({
    resolver: zodResolver(newPaymentMethodSchema),
    defaultValues: empty,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const formatError =
    form.formState.errors.accountInfo?.message === 'Account information is required'
      ? undefined
      : form.formState.errors.accountInfo?.message;

  const add = form.handleSubmit(({ type, accountInfo }) => {
    create.mutate(
      { type, accountInfo },
      {
        onSuccess: (method) => {
          toast({
            title: 'Payment Method Added',
            description: 'Your payment method has been added successfully.',
          });
          setOpen(false);
          form.reset(empty);
          onAdded?.(method);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessageFor(error, 'Failed to add payment method.'),
            variant: 'destructive',
          }),
      },
    );
  }, toastIfMissing);

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Add Payment Method"
      description="Where should we send your payout?"
      trigger={
        <Button type="button" variant="outline">
          <Plus aria-hidden="true" />
          Add Payment Method
        </Button>
      }
      submitLabel="Add Payment Method"
      pendingLabel="Adding..."
      pending={create.isPending}
      onSubmit={(event) => void add(event)}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="quick-payment-type">Payment Type</Label>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <PaymentTypeSelect
              id="quick-payment-type"
              value={field.value ?? ''}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <FormField
        id="quick-account-info"
        label="Account Information"
        placeholder={type ? paymentMethodTypeInfo[type].placeholder : 'Choose a payment type first'}
        error={formatError}
        {...form.register('accountInfo')}
      />
    </FormDialog>
  );
}
