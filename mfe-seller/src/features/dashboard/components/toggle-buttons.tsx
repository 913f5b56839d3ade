import { Button, cn } from '@cardbridge/ui';

interface ToggleButtonsProps<T extends string> {
  /** The group's accessible name ('Dashboard view', 'Stats size'). */
  label: string;
  options: {
    value: T;
    text: string;
    /** Accessible name when the text is short. */ name?: string;
  }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A row of buttons of which one is pressed (aria-pressed), for choosing one of a few options. */
export function ToggleButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ToggleButtonsProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex w-fit rounded-md border p-0.5', className)}
    >
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          size="sm"
          variant={option.value === value ? 'default' : 'ghost'}
          aria-pressed={option.value === value}
          aria-label={option.name}
          className="h-7 px-2.5 transition-none"
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </Button>
      ))}
    </div>
  );
}
