import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './checkbox';
import { Label } from './label';
import { Switch } from './switch';

afterEach(cleanup);

function Labelled({ kind }: { kind: 'checkbox' | 'switch' }) {
  const [on, setOn] = useState(false);
  const Control = kind === 'checkbox' ? Checkbox : Switch;
  return (
    <>
      <Control id="toggle" checked={on} onCheckedChange={(next) => setOn(next === true)} />
      <Label htmlFor="toggle">Email Notifications</Label>
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe.each(['checkbox', 'switch'] as const)('the UI kit %s', (kind) => {
  it('is named by its label, reports its state and toggles when the label is clicked', () => {
    render(<Labelled kind={kind} />);
    const control = screen.getByRole(kind, { name: 'Email Notifications' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByText('Email Notifications'));
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('on');
    fireEvent.click(control);
    expect(screen.getByRole('status').textContent).toBe('off');
  });
});
