import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { hasSortableData } from '@dnd-kit/sortable';

const steps: Partial<Record<string, -1 | 1>> = {
  ArrowUp: -1,
  ArrowLeft: -1,
  ArrowDown: 1,
  ArrowRight: 1,
};

/**
 * The keyboard model of the customizable dashboard: an arrow key moves the picked-up widget one
 * place back (up, left) or forward (down, right) in its sortable list's order. dnd-kit's own
 * getter goes to the nearest widget in the arrow's direction, which in a grid of mixed sizes can
 * skip places. The answer centres the dragged widget on the one at the next place, so
 * `closestCenter` finds it.
 */
export const stepKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, over, collisionRect, droppableRects } },
) => {
  const step = steps[event.code];
  if (step === undefined || !hasSortableData(active) || !collisionRect) return undefined;
  event.preventDefault();
  const ids = active.data.current.sortable.items;
  const target = ids[ids.indexOf(over?.id ?? active.id) + step];
  const rect = target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};
