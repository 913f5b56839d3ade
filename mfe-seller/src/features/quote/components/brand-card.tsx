import { formatRange, formatRate, type Brand } from '@cardbridge/catalogue';
import { Badge, cn } from '@cardbridge/ui';

interface BrandCardProps {
  brand: Brand;
  selected: boolean;
  onSelect: (brand: Brand) => void;
}

/** One brand in the picker: a toggle button so keyboard and screen-reader users can pick it. */
export function BrandCard({ brand, selected, onSelect }: BrandCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-slot="brand-card"
      onClick={() => onSelect(brand)}
      className={cn(
        'flex w-full flex-col gap-2 rounded-xl border border-border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected && 'border-primary bg-primary/5 ring-2 ring-primary hover:bg-primary/10',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="text-2xl">
            {brand.emoji}
          </span>
          <span className="font-semibold">{brand.name}</span>
        </span>
        {brand.popular && <Badge variant="secondary">Popular</Badge>}
      </span>
      <span className="text-lg font-bold text-primary">{formatRate(brand.ratePercent)}</span>
      <span className="text-sm text-muted-foreground">{formatRange(brand)}</span>
      <span className="text-xs text-muted-foreground">{brand.category}</span>
    </button>
  );
}
