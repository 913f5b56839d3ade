import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cn, pageContainerClass, PageTitle, SearchInput, textLinkClass } from '@cardbridge/ui';
import { useCurrentUser } from '@cardbridge/web-kit';
import type { Brand } from '@cardbridge/catalogue';
import { useBrands } from '../../lib/api/get-brands';
import { filterBrands } from '../../features/quote/lib/filter-brands';
import { sellCardPath } from '../../features/quote/lib/sell-card-path';
import { BrandCard } from '../../features/quote/components/brand-card';
import { SelectedBrandSummary } from '../../features/quote/components/selected-brand-summary';

/** About what the picker's scroll box shows at once on a wide screen (three rows of three). */
const FIRST_SCREEN_CARDS = 9;

/** The brand picker at /get-quote and /quote: search, pick one brand, continue to the sell flow. */
export function GetQuotePage() {
  const [search, setSearch] = useState('');
  const [selectedName, setSelectedName] = useState<string | null>(null);
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  // The live rates (docs/product.md#rates-as-data): a rate finance changes shows on the next visit.
  const brands = useBrands();
  const visible = useMemo(() => filterBrands(brands.data ?? [], search), [brands.data, search]);
  // The page paints with its title and the first screenful of brands; the rest of the grid is
  // built right after, and while typing in the search (docs/product.md#remote-page-speed).
  const cards = useDeferredValue(visible, visible.slice(0, FIRST_SCREEN_CARDS));
  const selected = brands.data?.find((brand) => brand.name === selectedName) ?? null;
  const select = (brand: Brand) => setSelectedName(brand.name);

  const handleContinue = () => {
    if (!selected) return;
    void navigate(sellCardPath(selected.name));
  };

  return (
    <div className={cn(pageContainerClass, 'flex flex-col gap-6 py-10')}>
      <PageTitle>Get a quote</PageTitle>
      <header className="text-center">
        <h1 className="text-3xl font-bold text-foreground">Get Your Gift Card Quote</h1>
        <p className="mt-2 text-muted-foreground">
          Choose your gift card brand to see our rate and the amounts we accept.
        </p>
      </header>

      <SearchInput
        aria-label="Search gift card brands"
        placeholder="Search gift card brands..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />

      {brands.isPending ? (
        <p role="status" className="py-10 text-center text-muted-foreground">
          Loading brands...
        </p>
      ) : brands.isError ? (
        <p role="alert" className="py-10 text-center text-destructive">
          We could not load the brands and their rates. Please try again.
        </p>
      ) : visible.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">
          No gift card brands found matching your search.
        </p>
      ) : (
        <ul
          aria-label="Gift card brands"
          className="grid max-h-96 grid-cols-1 gap-4 overflow-y-auto p-1 sm:grid-cols-2 lg:grid-cols-3"
        >
          {cards.map((brand) => (
            <li key={brand.name}>
              <BrandCard brand={brand} selected={selected?.name === brand.name} onSelect={select} />
            </li>
          ))}
        </ul>
      )}

      {!isLoading && !user && (
        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t see your brand?{' '}
          <Link to="/contact" className={textLinkClass}>
            Contact us
          </Link>{' '}
          and we&apos;ll see if we can buy it.
        </p>
      )}

      {selected && <SelectedBrandSummary brand={selected} onContinue={handleContinue} />}
    </div>
  );
}
