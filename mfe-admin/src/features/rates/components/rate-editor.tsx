import { useId, useState } from 'react';
import { rateChangeSchema, type PublicBrand, type RateConfirmation } from '@cardbridge/contracts';
import { Button, ConfirmDialog, Input, Label } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { confirmationAsked, useChangeBrandRate } from '../api/change-brand-rate';

/**
 * Sets one brand's rate (docs/product.md#rates-as-data). The rate is checked by the server's own
 * schema first; a change over the limit comes back as a question, asked in a confirm dialog with
 * the server's words, and applied only once confirmed.
 */
export function RateEditor({ brand }: { brand: PublicBrand }) {
  const id = useId();
  const [text, setText] = useState(brand.rate);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<RateConfirmation | null>(null);
  const change = useChangeBrandRate();

  const send = (rate: number, confirm: boolean) =>
    change.mutate(
      { slug: brand.slug, change: { rate, ...(confirm && { confirm }) } },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Rate Updated',
            description: `${saved.name} now pays ${saved.rate}% of face value.`,
          }),
        onError: (error) => {
          const question = confirmationAsked(error);
          if (question) {
            setAsked(question);
            return;
          }
          toast({
            title: 'Update Failed',
            description: errorMessageFor(error, 'The rate could not be saved.'),
            variant: 'destructive',
          });
        },
      },
    );

  const submit = () => {
    const parsed = rateChangeSchema.safeParse({ rate: text.trim() === '' ? NaN : Number(text) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Invalid rate');
      return;
    }
    setProblem(null);
    send(parsed.data.rate, false);
  };

  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={id}>New rate for {brand.name} (%)</Label>
      <div className="flex items-start gap-2">
        <Input
          id={id}
          className="w-32"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save rate'}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title="Confirm a large rate change"
        description={asked?.message ?? ''}
        confirmLabel="Apply change"
        onConfirm={() => {
          if (asked) send(asked.to, true);
          setAsked(null);
        }}
      />
    </form>
  );
}
