import type { CardCondition, CardFormat } from '@cardbridge/contracts';
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

export interface GiftCardInfo {
  cardNumber: string;
  securityCode: string;
  expirationDate: string;
  cardFormat: CardFormat;
  cardCondition: CardCondition;
  notes: string;
}

interface GiftCardInfoSectionProps {
  value: GiftCardInfo;
  onChange: (patch: Partial<GiftCardInfo>) => void;
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
export function GiftCardInfoSection({ value, onChange }: GiftCardInfoSectionProps) {
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
          value={value.cardNumber}
          onChange={(event) => onChange({ cardNumber: event.target.value })}
          placeholder="Enter the card number or code"
          required
        />
        <OptionSelect
          id="card-format"
          label="Card Format"
          value={value.cardFormat}
          options={cardFormats}
          onChange={(cardFormat) => onChange({ cardFormat })}
        />
        <OptionSelect
          id="card-condition"
          label="Card Condition"
          value={value.cardCondition}
          options={cardConditions}
          onChange={(cardCondition) => onChange({ cardCondition })}
        />
        {value.cardFormat === 'physical' && (
          <>
            <FormField
              id="security-code"
              label="Security Code"
              autoComplete="off"
              value={value.securityCode}
              onChange={(event) => onChange({ securityCode: event.target.value })}
              placeholder="PIN or scratch-off code"
            />
            <FormField
              id="expiration-date"
              label="Expiration Date"
              value={value.expirationDate}
              onChange={(event) => onChange({ expirationDate: event.target.value })}
              placeholder="MM/YY"
            />
          </>
        )}
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor="card-notes">Notes</Label>
          <Textarea
            id="card-notes"
            value={value.notes}
            onChange={(event) => onChange({ notes: event.target.value })}
            placeholder="Anything our reviewers should know (optional)"
          />
        </div>
      </CardContent>
    </Card>
  );
}
