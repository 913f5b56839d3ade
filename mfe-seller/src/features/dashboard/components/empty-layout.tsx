import { LayoutGrid } from 'lucide-react';
import { Button, Card } from '@cardbridge/ui';

/** What the customizable view shows when every widget is hidden. */
export function EmptyLayout({ onRestore }: { onRestore: () => void }) {
  return (
    <Card className="items-center gap-3 px-6 py-10 text-center">
      <LayoutGrid className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No widgets to show</h2>
      <p className="text-sm text-muted-foreground">
        Every widget is hidden. Show one below, choose a preset, or restore the default layout.
      </p>
      <Button type="button" onClick={onRestore}>
        Restore Default Layout
      </Button>
    </Card>
  );
}
