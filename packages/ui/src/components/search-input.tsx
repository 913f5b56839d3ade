import { Search } from 'lucide-react';
import { cn } from '../lib/cn';
import { Input } from './input';

/** A search box with its magnifier; its `aria-label` names what it searches. */
export function SearchInput({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <div data-slot="search-input" className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
