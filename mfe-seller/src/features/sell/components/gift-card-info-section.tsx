import { currentMonth } from '@cardbridge/contracts';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type {
  CardCondition,
  CardFormat,
  SellFormInput,
  SellFormValues,
} from '@cardbridge/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Label,
  Textarea,
} from '@cardbridge/ui';
import { OptionSelect } from './option-select';

interface GiftCardInfoSectionProps {
  form: UseFormReturn<SellFormInput, unknown, SellFormValues>;
}

const cardFormats: { value: CardFormat; label: string }[] = [
  { value: 'physical', label: 'Physical Card' },
  { value: 'digital', label: 'Digital Card' },
];

const cardConditions: { value: CardCondition; label: string }[] = [
  { value: 'brand_new', label: 'Brand New' },
  { value: 'partially_used', label: 'Partially Used' },
];

/** Card number/code, format, condition and notes; security code and expiration for physical cards. */
export function GiftCardInfoSection({ form }: GiftCardInfoSectionProps) {
  const { control, register, formState } = form;
  const cardFormat = useWatch({ control, name: 'cardFormat' });
  const errors = formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Gift Card Information</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="card-number"
          label="Card Number / Code *"
          className="sm:col-span-2"
          autoComplete="off"
          placeholder="Enter the card number or code"
          required
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        <Controller
          control={control}
          name="cardFormat"
          render={({ field }) => (
            <OptionSelect
              id="card-format"
              label="Card Format"
              value={field.value ?? 'physical'}
              options={cardFormats}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="cardCondition"
          render={({ field }) => (
            <OptionSelect
              id="card-condition"
              label="Card Condition"
              value={field.value ?? 'brand_new'}
              options={cardConditions}
              onChange={field.onChange}
            />
          )}
        />
        {cardFormat === 'physical' && (
          <>
            <FormField
              id="security-code"
              label="Security Code"
              autoComplete="off"
              placeholder="PIN or scratch-off code"
              error={errors.securityCode?.message}
              {...register('securityCode')}
            />
            <FormField
              id="expiration-date"
              label="Expiration Date"
              type="month"
              min={currentMonth()}
              hint="Month and year; leave empty if the card does not expire"
              error={errors.expirationDate?.message}
              {...register('expirationDate')}
            />
          </>
        )}
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor="card-notes">Notes</Label>
          <Textarea
            id="card-notes"
            placeholder="Anything our reviewers should know (optional)"
            aria-invalid={errors.notes ? true : undefined}
            {...register('notes')}
          />
          {errors.notes && (
            <p role="alert" className="text-sm text-destructive">
              {errors.notes.message}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
