import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormField } from './form-field';
import { FormFields } from './form-fields';

afterEach(cleanup);

describe('FormField', () => {
  it('labels its input and shows no error while valid', () => {
    render(<FormField id="email" label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the input invalid and ties the message to it', () => {
    render(<FormField id="email" label="Email" error="Invalid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Invalid email address');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
  });
});

describe('FormFields', () => {
  it('renders one labelled input per description with its binding and error', () => {
    const values: Record<string, string> = { firstName: 'Ana', email: 'x' };
    render(
      <FormFields
        idPrefix="profile"
        fields={[
          { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
          { name: 'email', label: 'Email', type: 'email' },
        ]}
        bind={(name) => ({ name, defaultValue: values[name] })}
        errorFor={(name) => (name === 'email' ? 'Invalid email address' : undefined)}
      />,
    );
    const firstName = screen.getByLabelText('First Name') as HTMLInputElement;
    expect(firstName.id).toBe('profile-firstName');
    expect(firstName.value).toBe('Ana');
    expect(firstName.autocomplete).toBe('given-name');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
  });
});
