/**
 * The landing page's "Up to N%" figures are marketing copy fixed by the product (docs/product.md#name-and-copy), not
 * the catalogue's rates, so they are written here rather than derived.
 */
const rateTiles = [
  { brand: 'Amazon', upTo: 85 },
  { brand: 'Apple', upTo: 88 },
  { brand: 'Xbox', upTo: 82 },
  { brand: 'eBay', upTo: 90 },
  { brand: 'Razer Gold', upTo: 92 },
  { brand: 'Steam', upTo: 80 },
  { brand: 'Walmart', upTo: 86 },
  { brand: 'Target', upTo: 89 },
];

export function BuyingRatesSection() {
  return (
    <section aria-labelledby="buying-rates-heading" className="px-4 py-16">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="buying-rates-heading" className="text-3xl font-bold text-foreground">
          Current Buying Rates
        </h2>
        <p className="mt-2 text-muted-foreground">Rates updated daily</p>
        <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {rateTiles.map(({ brand, upTo }) => (
            <li
              key={brand}
              data-testid="rate-tile"
              className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
            >
              <p className="font-semibold">{brand}</p>
              <p className="mt-2 text-2xl font-bold text-primary">Up to {upTo}%</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
