import { useRef, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useDashboardLayout } from '../hooks/use-dashboard-layout';
import { widgetTitles, type WidgetId } from '../lib/dashboard-layout';
import { stepKeyboardCoordinates } from '../lib/step-keyboard-coordinates';
import { EmptyLayout } from './empty-layout';
import { HiddenWidgets } from './hidden-widgets';
import { PresetPicker } from './preset-picker';
import { SortableWidget } from './sortable-widget';

interface CustomizableDashboardProps {
  /** What each widget shows; the page composes them from the features. */
  widgets: Record<WidgetId, ReactNode>;
}

const screenReaderInstructions = {
  draggable:
    'To move a widget, press Space or Enter on its handle, use the arrow keys to move it one place at a time, then press Space or Enter to drop it, or Escape to cancel.',
};

/**
 * The customizable view (docs/product.md#customizable-dashboard): a preset, the visible widgets in
 * the seller's order (drag to reorder, by pointer or keyboard), and the hidden ones to show again.
 */
export function CustomizableDashboard({ widgets }: CustomizableDashboardProps) {
  const { layout, move, show, hide, resize, applyPreset } = useDashboardLayout();
  const visible = layout.widgets.filter((w) => w.visible);
  const hidden = layout.widgets.filter((w) => !w.visible);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepKeyboardCoordinates }),
  );

  const title = (id: UniqueIdentifier) => widgetTitles[id as WidgetId] ?? String(id);
  const position = (id: UniqueIdentifier) =>
    `position ${visible.findIndex((w) => w.id === id) + 1} of ${visible.length}`;
  // dnd-kit reports the widget over its own place as soon as it is picked up: say "picked up"
  // until it has moved.
  const hasMoved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      hasMoved.current = false;
      return `Picked up ${title(active.id)}, at ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !hasMoved.current) return undefined;
      hasMoved.current = true;
      return over
        ? `${title(active.id)} moved to ${position(over.id)}.`
        : `${title(active.id)} is not over a place.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at ${position(over.id)}.`
        : `${title(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };

  return (
    <div className="flex flex-col gap-4">
      <PresetPicker preset={layout.preset} onChoose={applyPreset} />
      {visible.length === 0 ? (
        <EmptyLayout onRestore={() => applyPreset('default')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions }}
          onDragEnd={({ active, over }) => {
            if (over) move(active.id as WidgetId, over.id as WidgetId);
          }}
        >
          <SortableContext items={visible.map((w) => w.id)} strategy={rectSortingStrategy}>
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-6">
              {visible.map((widget) => (
                <SortableWidget
                  key={widget.id}
                  widget={widget}
                  onHide={() => hide(widget.id)}
                  onResize={(size) => resize(widget.id, size)}
                >
                  {widgets[widget.id]}
                </SortableWidget>
              ))}
            </div>
          </SortableContext>
        </DndContext>
      )}
      {hidden.length > 0 && <HiddenWidgets hidden={hidden.map((w) => w.id)} onShow={show} />}
    </div>
  );
}
