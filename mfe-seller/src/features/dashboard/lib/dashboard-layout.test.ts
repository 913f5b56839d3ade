import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  moveWidget,
  parseLayout,
  presetLayout,
  updateWidget,
  type DashboardLayout,
} from './dashboard-layout';

const shape = (layout: DashboardLayout) =>
  layout.widgets.map((w) => `${w.id}:${w.visible ? w.size : 'hidden'}`);

describe('dashboard layout presets', () => {
  it('default shows every widget, submissions large', () => {
    expect(shape(defaultLayout())).toEqual([
      'stats:large',
      'activity:medium',
      'payments:medium',
      'submissions:large',
      'quick-actions:medium',
    ]);
  });

  it('compact shows every widget small; detailed every widget large', () => {
    expect(shape(presetLayout('compact'))).toEqual([
      'stats:small',
      'activity:small',
      'payments:small',
      'submissions:small',
      'quick-actions:small',
    ]);
    expect(shape(presetLayout('detailed')).every((w) => w.endsWith(':large'))).toBe(true);
    expect(presetLayout('detailed').widgets.every((w) => w.visible)).toBe(true);
  });

  it('analytics shows only stats (large), activity and submissions', () => {
    expect(shape(presetLayout('analytics'))).toEqual([
      'stats:large',
      'activity:medium',
      'payments:hidden',
      'submissions:large',
      'quick-actions:hidden',
    ]);
  });

  it('names the preset, and becomes custom once changed by hand', () => {
    const compact = presetLayout('compact');
    expect(compact.preset).toBe('compact');
    expect(updateWidget(compact, 'stats', { size: 'large' }).preset).toBe('custom');
    expect(updateWidget(compact, 'stats', { visible: false }).preset).toBe('custom');
    expect(moveWidget(compact, 'stats', 'payments').preset).toBe('custom');
  });
});

describe('changing the layout by hand', () => {
  it('moves a widget to the place of the one it is dropped on, either way', () => {
    const down = moveWidget(defaultLayout(), 'stats', 'payments');
    expect(down.widgets.map((w) => w.id)).toEqual([
      'activity',
      'payments',
      'stats',
      'submissions',
      'quick-actions',
    ]);
    const up = moveWidget(defaultLayout(), 'quick-actions', 'activity');
    expect(up.widgets.map((w) => w.id)).toEqual([
      'stats',
      'quick-actions',
      'activity',
      'payments',
      'submissions',
    ]);
  });

  it('leaves the layout as it was when dropped on itself', () => {
    const layout = defaultLayout();
    expect(moveWidget(layout, 'stats', 'stats')).toBe(layout);
  });

  it('hides, shows and resizes one widget only', () => {
    const hidden = updateWidget(defaultLayout(), 'payments', { visible: false });
    expect(shape(hidden)[2]).toBe('payments:hidden');
    expect(shape(updateWidget(hidden, 'payments', { visible: true }))).toEqual(
      shape(defaultLayout()),
    );
    expect(shape(updateWidget(defaultLayout(), 'activity', { size: 'small' }))[1]).toBe(
      'activity:small',
    );
  });
});

describe('reading a stored layout', () => {
  it('keeps a valid one', () => {
    const stored = updateWidget(presetLayout('analytics'), 'stats', { size: 'small' });
    expect(parseLayout(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it.each([
    ['nothing', null],
    ['a string', 'compact'],
    ['an older version', { ...defaultLayout(), version: 0 }],
    ['an unknown preset', { ...defaultLayout(), preset: 'fancy' }],
    ['a missing widget', { ...defaultLayout(), widgets: defaultLayout().widgets.slice(1) }],
    [
      'a widget twice',
      {
        ...defaultLayout(),
        widgets: [...defaultLayout().widgets.slice(1), defaultLayout().widgets[1]],
      },
    ],
    [
      'an unknown size',
      {
        ...defaultLayout(),
        widgets: defaultLayout().widgets.map((w) => ({ ...w, size: 'huge' })),
      },
    ],
  ])('falls back to the default for %s', (_, stored) => {
    expect(parseLayout(stored)).toEqual(defaultLayout());
  });
});
