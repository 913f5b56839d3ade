import { z } from 'zod';

/**
 * The customizable dashboard's layout (docs/product.md#customizable-dashboard): five widgets in the
 * seller's order, each shown or hidden and sized small, medium or large, and the preset it came
 * from ('custom' once the seller changes anything by hand).
 */
export const widgetIds = ['stats', 'activity', 'payments', 'submissions', 'quick-actions'] as const;
export type WidgetId = (typeof widgetIds)[number];

export const widgetSizes = ['small', 'medium', 'large'] as const;
export type WidgetSize = (typeof widgetSizes)[number];

export const presetNames = ['default', 'compact', 'detailed', 'analytics'] as const;
export type PresetName = (typeof presetNames)[number];

export const widgetTitles: Record<WidgetId, string> = {
  stats: 'Stats',
  activity: 'Recent Activity',
  payments: 'Payment Methods',
  submissions: 'Submissions',
  'quick-actions': 'Quick Actions',
};

export const presetTitles: Record<PresetName | 'custom', string> = {
  default: 'Default',
  compact: 'Compact',
  detailed: 'Detailed',
  analytics: 'Analytics',
  custom: 'Custom',
};

export const sizeTitles: Record<WidgetSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

const widgetSchema = z.object({
  id: z.enum(widgetIds),
  visible: z.boolean(),
  size: z.enum(widgetSizes),
});
export type WidgetLayout = z.infer<typeof widgetSchema>;

/** Version 1 of the stored value; anything else (older, corrupt, edited) is not a layout. */
export const dashboardLayoutSchema = z.object({
  version: z.literal(1),
  preset: z.enum([...presetNames, 'custom']),
  widgets: z
    .array(widgetSchema)
    .length(widgetIds.length)
    .refine((widgets) => new Set(widgets.map((w) => w.id)).size === widgetIds.length, {
      message: 'each widget exactly once',
    }),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

/** Sizes of the default preset: submissions large (docs/product.md#customizable-dashboard), the summary full width too. */
const defaultSizes: Record<WidgetId, WidgetSize> = {
  stats: 'large',
  activity: 'medium',
  payments: 'medium',
  submissions: 'large',
  'quick-actions': 'medium',
};

const analyticsWidgets: readonly WidgetId[] = ['stats', 'activity', 'submissions'];

/** What each preset shows and how large; every preset puts the widgets back in their first order. */
const presetWidget: Record<PresetName, (id: WidgetId) => WidgetLayout> = {
  default: (id) => ({ id, visible: true, size: defaultSizes[id] }),
  compact: (id) => ({ id, visible: true, size: 'small' }),
  detailed: (id) => ({ id, visible: true, size: 'large' }),
  analytics: (id) => ({
    id,
    visible: analyticsWidgets.includes(id),
    size: id === 'stats' ? 'large' : defaultSizes[id],
  }),
};

export function presetLayout(preset: PresetName): DashboardLayout {
  return { version: 1, preset, widgets: widgetIds.map(presetWidget[preset]) };
}

export const defaultLayout = (): DashboardLayout => presetLayout('default');

/** Reads a stored value; anything that is not a version-1 layout gives the default layout. */
export function parseLayout(stored: unknown): DashboardLayout {
  const parsed = dashboardLayoutSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultLayout();
}

function customized(layout: DashboardLayout, widgets: WidgetLayout[]): DashboardLayout {
  return { ...layout, preset: 'custom', widgets };
}

/** Moves a widget to where another one is (a drag ending over it). */
export function moveWidget(layout: DashboardLayout, from: WidgetId, to: WidgetId): DashboardLayout {
  const fromIndex = layout.widgets.findIndex((w) => w.id === from);
  const toIndex = layout.widgets.findIndex((w) => w.id === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return layout;
  const widgets = [...layout.widgets];
  const [moved] = widgets.splice(fromIndex, 1);
  widgets.splice(toIndex, 0, moved!);
  return customized(layout, widgets);
}

/** Shows, hides or resizes one widget. */
export function updateWidget(
  layout: DashboardLayout,
  id: WidgetId,
  change: Partial<Pick<WidgetLayout, 'visible' | 'size'>>,
): DashboardLayout {
  return customized(
    layout,
    layout.widgets.map((w) => (w.id === id ? { ...w, ...change } : w)),
  );
}
