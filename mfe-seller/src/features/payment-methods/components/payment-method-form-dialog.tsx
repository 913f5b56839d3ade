import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paymentMethodFormSchema, paymentMethodTypeInfo } from '@cardbridge/contracts';
import type { PaymentMethod, PaymentMethodForm } from '@cardbridge/contracts';
import { Checkbox, FormDialog, Input, Label } from '@cardbridge/ui';
import { PaymentTypeSelect } from './payment-type-select';

interface PaymentMethodFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The method being edited; absent when adding. */
  method?: PaymentMethod;
  pending: boolean;
  onSubmit: (values: PaymentMethodForm & { isDefault: boolean }) => void;
}

/** No type chosen yet: the resolver answers 'Payment type is required' until one is. */
const empty: Partial<PaymentMethodForm> = { accountName: '', accountInfo: '', isDefault: false };

/** The dashboard's add/edit dialog, validated by the same schema the server uses. */
export function PaymentMethodFormDialog({
  open,
  onOpenChange,
  method,
  pending,
  onSubmit,
}: PaymentMethodFormDialogProps) {
  const form = useForm<PaymentMethodForm>({
    resolver: zodResolver(paymentMethodFormSchema),
    defaultValues: empty,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(method ? { ...method } : empty);
  }, [open, method, reset]);

  const type = form.watch('type');
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    onSubmit({ ...values, isDefault: values.isDefault ?? false }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={method ? 'Edit Payment Method' : 'Add Payment Method'}
      submitLabel={method ? 'Save Changes' : 'Add Payment Method'}
      pendingLabel="Saving..."
      pending={pending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="payment-type">Payment Type</Label>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <PaymentTypeSelect
              id="payment-type"
              value={field.value ?? ''}
              onChange={field.onChange}
              invalid={Boolean(errors.type)}
            />
          )}
        />
        {errors.type && <p className="text-sm text-destructive">{errors.type.message}</p>}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="payment-account-name">Account Name</Label>
        <Input id="payment-account-name" {...form.register('accountName')} />
        {errors.accountName && (
          <p className="text-sm text-destructive">{errors.accountName.message}</p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="payment-account-info">Account Information</Label>
        <Input
          id="payment-account-info"
          placeholder={type ? paymentMethodTypeInfo[type].placeholder : undefined}
          {...form.register('accountInfo')}
        />
        {errors.accountInfo && (
          <p className="text-sm text-destructive">{errors.accountInfo.message}</p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox
              id="payment-is-default"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="payment-is-default" className="font-normal">
          Set as default payment method
        </Label>
      </div>
    </FormDialog>
  );
}
