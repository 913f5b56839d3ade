import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';
import { AdminTable, ListLoadState } from '../../../components/admin-table';
import { useBrandRates } from '../api/get-brand-rates';
import { RateEditor } from './rate-editor';
import { RateHistory } from './rate-history';

/**
 * The Rates tab (owners and finance): every brand's live rate; pick one to set its rate and read
 * its history (docs/product.md#rates-as-data). Sellers see a change on their next quote.
 */
export function RatesTab() {
  const brands = useBrandRates();
  const [slug, setSlug] = useState<string | null>(null);
  const selected = brands.data?.find((brand) => brand.slug === slug);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Brand rates</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {selected && (
          <section
            aria-label={`Edit ${selected.name}`}
            className="flex flex-col gap-4 rounded-md border border-primary p-4"
          >
            <div className="flex items-center justify-between">
              <h3 className="text-lg font-semibold">
                <span aria-hidden="true">{selected.emoji}</span> {selected.name}: {selected.rate}%
              </h3>
              <Button variant="ghost" size="sm" onClick={() => setSlug(null)}>
                Close
              </Button>
            </div>
            <RateEditor key={selected.slug} brand={selected} />
            <RateHistory slug={selected.slug} name={selected.name} />
          </section>
        )}
        <ListLoadState query={brands} failure="Failed to load the brands" />
        {brands.data && (
          <AdminTable columns={['Brand', 'Category', 'Rate', 'Review target']}>
            {brands.data.map((brand) => (
              <tr
                key={brand.slug}
                data-testid="brand-rate-row"
                className="border-b border-border last:border-0"
              >
                <th scope="row" className="py-2 pr-4 text-left font-medium">
                  <span aria-hidden="true">{brand.emoji}</span> {brand.name}
                </th>
                <td className="py-2 pr-4 text-muted-foreground">{brand.category}</td>
                <td className="py-2 pr-4 font-semibold">{brand.rate}%</td>
                <td className="py-2 pr-4 text-muted-foreground">{brand.targetReviewMinutes} min</td>
                <td className="py-2 text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit the rate of ${brand.name}`}
                    onClick={() => setSlug(brand.slug)}
                  >
                    Edit rate
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </CardContent>
    </Card>
  );
}
