import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';
import { Label } from './label';

export interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** What the field takes, under it (announced with it): a line, or e.g. a strength meter. */
  hint?: ReactNode;
}

/**
 * A labelled input with an optional hint and its validation message underneath. The message is tied to the input
 * (aria-describedby) and the input is marked invalid, so screen readers announce why it failed.
 */
export function FormField({ id, label, error, hint, className, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <div id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
