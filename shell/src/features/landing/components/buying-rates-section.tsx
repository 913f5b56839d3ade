import { useBrandRates } from '../api/get-brand-rates';

/** The brands the landing page shows, in this order; their rates are the live ones. */
const tileBrands = [
  'Amazon',
  'Apple Store',
  'Xbox',
  'eBay',
  'Razer Gold',
  'Steam',
  'Walmart',
  'Target',
];

/**
 * "Current Buying Rates": each tile's "Up to N%" is the brand's live rate from GET /api/brands
 * (docs/product.md#rates-as-data), so a rate finance changes shows here without a deploy.
 */
export function BuyingRatesSection() {
  const brands = useBrandRates();
  const tiles = tileBrands.flatMap((name) => {
    const brand = brands.data?.find((candidate) => candidate.name === name);
    return brand ? [{ name, rate: brand.rate }] : [];
  });
  return (
    <section aria-labelledby="buying-rates-heading" className="px-4 py-16">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="buying-rates-heading" className="text-3xl font-bold text-foreground">
          Current Buying Rates
        </h2>
        <p className="mt-2 text-muted-foreground">Rates updated daily</p>
        {brands.isError && (
          <p className="mt-10 text-muted-foreground">
            The current rates could not be loaded; every brand shows its rate on the quote page.
          </p>
        )}
        <ul
          aria-busy={brands.isPending || undefined}
          className="mt-10 grid min-h-32 grid-cols-2 gap-4 md:grid-cols-4"
        >
          {tiles.map(({ name, rate }) => (
            <li
              key={name}
              data-testid="rate-tile"
              className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
            >
              <p className="font-semibold">{name}</p>
              <p className="mt-2 text-2xl font-bold text-primary">Up to {rate}%</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
