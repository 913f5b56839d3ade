import type { CardCondition, CardFormat } from '@cardbridge/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@cardbridge/ui';

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
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor="card-number">Card Number / Code *</Label>
          <Input
            id="card-number"
            autoComplete="off"
            value={value.cardNumber}
            onChange={(event) => onChange({ cardNumber: event.target.value })}
            placeholder="Enter the card number or code"
            required
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="card-format">Card Format</Label>
          <Select
            value={value.cardFormat}
            onValueChange={(cardFormat) => onChange({ cardFormat: cardFormat as CardFormat })}
          >
            <SelectTrigger id="card-format" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="physical">Physical Card</SelectItem>
              <SelectItem value="digital">Digital Card</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="card-condition">Card Condition</Label>
          <Select
            value={value.cardCondition}
            onValueChange={(cardCondition) =>
              onChange({ cardCondition: cardCondition as CardCondition })
            }
          >
            <SelectTrigger id="card-condition" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="brand_new">Brand New</SelectItem>
              <SelectItem value="partially_used">Partially Used</SelectItem>
            </SelectContent>
          </Select>
        </div>
        {value.cardFormat === 'physical' && (
          <>
            <div className="flex flex-col gap-2">
              <Label htmlFor="security-code">Security Code</Label>
              <Input
                id="security-code"
                autoComplete="off"
                value={value.securityCode}
                onChange={(event) => onChange({ securityCode: event.target.value })}
                placeholder="PIN or scratch-off code"
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="expiration-date">Expiration Date</Label>
              <Input
                id="expiration-date"
                value={value.expirationDate}
                onChange={(event) => onChange({ expirationDate: event.target.value })}
                placeholder="MM/YY"
              />
            </div>
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
