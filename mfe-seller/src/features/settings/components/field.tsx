import type { ComponentProps } from 'react';
import { Input, Label } from '@cardbridge/ui';

interface FieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
}

/** A labelled input with its validation message underneath. */
export function Field({ id, label, error, ...input }: FieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
