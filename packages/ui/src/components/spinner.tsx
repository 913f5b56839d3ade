import * as React from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from '../lib/cn';

/** A busy indicator that screen readers announce as a status, not a decorative icon. */
export function Spinner({ className, ...props }: React.ComponentProps<'svg'>) {
  return (
    <Loader2Icon
      role="status"
      aria-label="Loading"
      data-slot="spinner"
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
