import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { EyeOff, GripVertical } from 'lucide-react';
import { Button, Card, cn } from '@cardbridge/ui';
import { widgetTitles, type WidgetLayout, type WidgetSize } from '../lib/dashboard-layout';
import { WidgetSizePicker } from './widget-size-picker';

/** Grid columns per size: a third, a half or the whole row on wide screens; stacked on phones. */
const sizeClass: Record<WidgetSize, string> = {
  small: 'lg:col-span-2',
  medium: 'lg:col-span-3',
  large: 'md:col-span-2 lg:col-span-6',
};

interface SortableWidgetProps {
  widget: WidgetLayout;
  onHide: () => void;
  onResize: (size: WidgetSize) => void;
  children: ReactNode;
}

/**
 * One widget of the customizable dashboard: a card with its title, a drag handle (pointer or
 * keyboard: Space or Enter to pick up, arrows to move, Space or Enter to drop, Escape to cancel),
 * its size and a Hide button.
 */
export function SortableWidget({ widget, onHide, onResize, children }: SortableWidgetProps) {
  const title = widgetTitles[widget.id];
  const sortable = useSortable({ id: widget.id });
  const headingId = `widget-${widget.id}-title`;
  return (
    <section
      ref={sortable.setNodeRef}
      aria-labelledby={headingId}
      data-widget={widget.id}
      data-size={widget.size}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cn('@container min-w-0', sizeClass[widget.size], sortable.isDragging && 'z-10')}
    >
      <Card
        className={cn('h-full gap-4 py-4', sortable.isDragging && 'shadow-lg ring-2 ring-ring')}
      >
        <div className="flex flex-wrap items-center gap-2 px-4">
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={`Move ${title}`}
            className="cursor-grab touch-none rounded-md p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          <div className="ml-auto flex items-center gap-1">
            <WidgetSizePicker title={title} size={widget.size} onResize={onResize} />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Hide ${title}`}
              onClick={onHide}
            >
              <EyeOff aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="px-4">{children}</div>
      </Card>
    </section>
  );
}
