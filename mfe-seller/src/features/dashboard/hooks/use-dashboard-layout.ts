import { useState } from 'react';
import {
  moveWidget,
  presetLayout,
  updateWidget,
  type DashboardLayout,
  type PresetName,
  type WidgetId,
  type WidgetSize,
} from '../lib/dashboard-layout';
import { loadLayout, saveLayout } from '../lib/layout-storage';

/** The seller's layout, read from browser storage once and saved on every change. */
export function useDashboardLayout() {
  const [layout, setLayout] = useState<DashboardLayout>(loadLayout);

  const change = (next: (current: DashboardLayout) => DashboardLayout) =>
    setLayout((current) => {
      const updated = next(current);
      saveLayout(updated);
      return updated;
    });

  return {
    layout,
    move: (from: WidgetId, to: WidgetId) => change((l) => moveWidget(l, from, to)),
    show: (id: WidgetId) => change((l) => updateWidget(l, id, { visible: true })),
    hide: (id: WidgetId) => change((l) => updateWidget(l, id, { visible: false })),
    resize: (id: WidgetId, size: WidgetSize) => change((l) => updateWidget(l, id, { size })),
    applyPreset: (preset: PresetName) => change(() => presetLayout(preset)),
  };
}
