import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Badge } from './badge';
import { Card, CardContent, CardTitle } from './card';
import { Input } from './input';
import { SignInRequired } from './sign-in-required';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('UI kit parts', () => {
  it('shows badges in their variant', () => {
    render(
      <>
        <Badge>Popular</Badge>
        <Badge variant="destructive">rejected</Badge>
      </>,
    );
    expect(screen.getByText('Popular').className).toContain('bg-primary');
    expect(screen.getByText('rejected').className).toContain('bg-destructive');
  });

  it('renders a card with its slots and merged classes', () => {
    render(
      <Card className="rounded-none">
        <CardTitle>Amazon</CardTitle>
        <CardContent>93%</CardContent>
      </Card>,
    );
    const card = screen.getByText('Amazon').parentElement;
    expect(card?.dataset.slot).toBe('card');
    expect(card?.className).toContain('rounded-none');
    expect(card?.className).not.toContain('rounded-xl');
    expect(screen.getByText('93%').dataset.slot).toBe('card-content');
  });

  it('announces an alert', () => {
    render(
      <Alert variant="destructive">
        <AlertTitle>Restricted</AlertTitle>
        <AlertDescription>Attempts are logged.</AlertDescription>
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toBe('RestrictedAttempts are logged.');
  });

  it('marks a spinner as a loading status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('passes input attributes through', () => {
    render(<Input placeholder="Search gift card brands..." aria-invalid="true" />);
    const input = screen.getByPlaceholderText('Search gift card brands...');
    expect(input.dataset.slot).toBe('input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps several accordion items open in multiple mode', () => {
    render(
      <Accordion type="multiple">
        <AccordionItem value="a">
          <AccordionTrigger>First question</AccordionTrigger>
          <AccordionContent>First answer</AccordionContent>
        </AccordionItem>
        <AccordionItem value="b">
          <AccordionTrigger>Second question</AccordionTrigger>
          <AccordionContent>Second answer</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.queryByText('First answer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'First question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Second question' }));
    expect(screen.getByText('First answer')).toBeTruthy();
    expect(screen.getByText('Second answer')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, with the reason and the given action', () => {
    render(
      <SignInRequired description="You need to sign in to sell gift cards.">
        <a href="/login">Sign In</a>
      </SignInRequired>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByText('You need to sign in to sell gift cards.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });
});
