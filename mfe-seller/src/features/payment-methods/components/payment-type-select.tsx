import { paymentMethodTypeInfo, paymentMethodTypes } from '@cardbridge/contracts';
import type { PaymentMethodType } from '@cardbridge/contracts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@cardbridge/ui';

interface PaymentTypeSelectProps {
  id: string;
  value: PaymentMethodType | '';
  onChange: (type: PaymentMethodType) => void;
  invalid?: boolean;
}

/** The canonical payout types (docs/product.md#payout-methods), in one selector for the sell flow and dashboard. */
export function PaymentTypeSelect({ id, value, onChange, invalid }: PaymentTypeSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as PaymentMethodType)}>
      <SelectTrigger id={id} className="w-full" aria-invalid={invalid || undefined}>
        <SelectValue placeholder="Select payment type" />
      </SelectTrigger>
      <SelectContent>
        {paymentMethodTypes.map((type) => (
          <SelectItem key={type} value={type}>
            {paymentMethodTypeInfo[type].label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
