import { Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';

/**
 * A section whose content ships in a later release (a dashboard tab, the chat page): its title
 * and a plain statement, never made-up rows.
 */
export function NotYetAvailablePanel({
  title,
  description,
}: {
  title: string;
  description: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{description}</p>
      </CardContent>
    </Card>
  );
}
