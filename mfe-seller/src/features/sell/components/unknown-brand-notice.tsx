import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';

/**
 * Step 1 for a brand the catalogue lacks: say so at once rather than let the seller fill in the
 * whole form and be refused at submit (docs/product.md#brand-catalogue).
 */
export function UnknownBrandNotice({ name }: { name: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle className="text-2xl">
          <h1>We don&apos;t buy {name} cards yet</h1>
        </CardTitle>
        <CardDescription>
          Pick a brand we buy today, or tell us which cards you would like to sell.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-4">
        <Button asChild>
          <Link to="/get-quote">See the brands we buy</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/contact">Contact us</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
