import { Eye } from 'lucide-react';
import { Button } from '@cardbridge/ui';
import { widgetTitles, type WidgetId } from '../lib/dashboard-layout';

/** The hidden widgets, each with a button that shows it again at its place in the order. */
export function HiddenWidgets({
  hidden,
  onShow,
}: {
  hidden: WidgetId[];
  onShow: (id: WidgetId) => void;
}) {
  return (
    <section aria-labelledby="hidden-widgets-title" className="flex flex-wrap items-center gap-2">
      <h2 id="hidden-widgets-title" className="text-sm font-medium">
        Hidden widgets
      </h2>
      {hidden.map((id) => (
        <Button key={id} type="button" size="sm" variant="outline" onClick={() => onShow(id)}>
          <Eye aria-hidden="true" />
          Show {widgetTitles[id]}
        </Button>
      ))}
    </section>
  );
}
