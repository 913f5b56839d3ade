import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import type { PaymentMethod } from '@cardbridge/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Spinner,
} from '@cardbridge/ui';
import { paymentMethodLabel } from '../../../lib/payment-methods/payment-method-label';

interface PaymentMethodSectionProps {
  methods: PaymentMethod[] | undefined;
  isLoading: boolean;
  selectedId: string;
  onSelect: (id: string) => void;
  /** The way to add a method on the spot; the route page supplies it from the payment-methods feature. */
  addPaymentMethod: ReactNode;
}

/** 0 methods: the add button and an alert; 1: shown; more: a selector (docs/product.md#screens). */
export function PaymentMethodSection({
  methods,
  isLoading,
  selectedId,
  onSelect,
  addPaymentMethod,
}: PaymentMethodSectionProps) {
  const list = methods ?? [];
  const only = list.length === 1 ? list[0] : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Payment Method</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? (
          <Spinner />
        ) : list.length === 0 ? (
          <Alert variant="warning">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>Add a payment method first</AlertTitle>
            <AlertDescription>
              You need to add a payment method before submitting your gift card.
            </AlertDescription>
          </Alert>
        ) : only ? (
          <p className="rounded-md border border-border p-3 font-medium">
            {paymentMethodLabel(only)}
          </p>
        ) : (
          <Select value={selectedId} onValueChange={onSelect}>
            <SelectTrigger aria-label="Payment method" className="w-full">
              <SelectValue placeholder="Choose a payment method" />
            </SelectTrigger>
            <SelectContent>
              {list.map((method) => (
                <SelectItem key={method.id} value={method.id}>
                  {paymentMethodLabel(method)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
        {!isLoading && <div>{addPaymentMethod}</div>}
      </CardContent>
    </Card>
  );
}
