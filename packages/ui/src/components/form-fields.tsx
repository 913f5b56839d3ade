import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';

/** One input of a form, described once: which value it edits and how it is presented. */
export interface FieldDescription<Name extends string> {
  name: Name;
  label: string;
  type?: ComponentProps<'input'>['type'];
  autoComplete?: string;
  /** Layout of this field's block, e.g. a column span in a grid form. */
  className?: string;
}

interface FormFieldsProps<Name extends string> {
  /** Makes each input's id unique on the page: `${idPrefix}-${name}`. */
  idPrefix: string;
  fields: readonly FieldDescription<Name>[];
  /** The form library's binding for a field (e.g. react-hook-form's `register`). */
  bind: (name: Name) => ComponentProps<'input'>;
  errorFor: (name: Name) => string | undefined;
  /** What a field takes, shown under it (e.g. a password strength meter), by field name. */
  hints?: Partial<Record<Name, ReactNode>>;
}

/**
 * Renders a list of labelled inputs from their description, so a form states its fields as data
 * and not as repeated markup. Free of any form library: the caller passes the binding.
 */
export function FormFields<Name extends string>({
  idPrefix,
  fields,
  bind,
  errorFor,
  hints,
}: FormFieldsProps<Name>) {
  return fields.map(({ name, label, type, autoComplete, className }) => (
    <FormField
      key={name}
      id={`${idPrefix}-${name}`}
      label={label}
      className={className}
      type={type}
      autoComplete={autoComplete}
      hint={hints?.[name]}
      error={errorFor(name)}
      {...bind(name)}
    />
  ));
}
