import { cn } from '../lib/cn';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLOURS = [
  'bg-destructive',
  'bg-destructive',
  'bg-amber-500',
  'bg-emerald-600',
  'bg-emerald-600',
];

export interface PasswordStrengthMeterProps {
  /** zxcvbn's estimate (score 0-4, what makes it weak), or undefined while nothing is typed. */
  strength: { score: number; warning?: string } | undefined;
}

/**
 * The hint under a new-password field: four bars, the strength in words (never only colour) and
 * zxcvbn's warning. Announced politely as it changes.
 */
export function PasswordStrengthMeter({ strength }: PasswordStrengthMeterProps) {
  if (strength === undefined) {
    return <p>Use a few words or a mix of characters that is hard to guess.</p>;
  }
  const { score, warning } = strength;
  return (
    <div aria-live="polite" className="flex flex-col gap-1">
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1 flex-1 rounded-full',
              bar <= Math.max(score, 1) ? COLOURS[score] : 'bg-muted',
            )}
          />
        ))}
      </div>
      <p>
        Password strength: <span className="font-medium text-foreground">{LABELS[score]}</span>
        {warning ? `. ${warning}` : ''}
      </p>
    </div>
  );
}
