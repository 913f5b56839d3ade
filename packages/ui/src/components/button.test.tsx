import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('renders a primary button by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.dataset.slot).toBe('button');
    expect(button.className).toContain('bg-primary');
    expect(button.className).toContain('h-9');
  });

  it('applies the chosen variant and size', () => {
    render(
      <Button variant="outline" size="lg">
        Cancel
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button.className).toContain('border-input');
    expect(button.className).not.toContain('bg-primary');
    expect(button.className).toContain('h-10');
  });

  it('lets the caller’s className override a default class', () => {
    render(<Button className="h-12 bg-destructive">Go</Button>);
    const classes = screen.getByRole('button', { name: 'Go' }).className.split(' ');
    expect(classes).toContain('h-12');
    expect(classes).not.toContain('h-9');
    expect(classes).toContain('bg-destructive');
    expect(classes).not.toContain('bg-primary');
  });

  it('styles its child instead of rendering a button when asChild is set', () => {
    render(
      <Button asChild variant="link">
        <a href="/get-quote">Get Quote</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get Quote' });
    expect(link.getAttribute('href')).toBe('/get-quote');
    expect(link.className).toContain('underline-offset-4');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
