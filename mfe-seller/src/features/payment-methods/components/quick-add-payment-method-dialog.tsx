import { useState } from 'react';
import { Plus } from 'lucide-react';
import { paymentMethodTypeInfo } from '@cardbridge/contracts';
import type { PaymentMethod, PaymentMethodType } from '@cardbridge/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
} from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import { PaymentTypeSelect } from './payment-type-select';

interface QuickAddPaymentMethodDialogProps {
  /** Called with the new method, so the sell flow can choose it at once. */
  onAdded: (method: PaymentMethod) => void;
}

/** The sell flow's add dialog (spec section 2): type and account info only. */
export function QuickAddPaymentMethodDialog({ onAdded }: QuickAddPaymentMethodDialogProps) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<PaymentMethodType | ''>('');
  const [accountInfo, setAccountInfo] = useState('');
  const create = useCreatePaymentMethod();

  const handleAdd = () => {
    if (!type || !accountInfo.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all payment method fields.',
        variant: 'destructive',
      });
      return;
    }
    create.mutate(
      { type, accountInfo: accountInfo.trim() },
      {
        onSuccess: (method) => {
          toast({
            title: 'Payment Method Added',
            description: 'Your payment method has been added successfully.',
          });
          setOpen(false);
          setType('');
          setAccountInfo('');
          onAdded(method);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessageFor(error, 'Failed to add payment method.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Plus aria-hidden="true" />
          Add Payment Method
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Payment Method</DialogTitle>
          <DialogDescription>Where should we send your payout?</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="quick-payment-type">Payment Type</Label>
            <PaymentTypeSelect id="quick-payment-type" value={type} onChange={setType} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="quick-account-info">Account Information</Label>
            <Input
              id="quick-account-info"
              value={accountInfo}
              onChange={(event) => setAccountInfo(event.target.value)}
              placeholder={
                type ? paymentMethodTypeInfo[type].placeholder : 'Choose a payment type first'
              }
            />
          </div>
        </div>
        <DialogFooter>
          <Button type="button" onClick={handleAdd} disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add Payment Method'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
