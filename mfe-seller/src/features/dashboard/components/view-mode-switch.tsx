import type { ViewMode } from '../lib/layout-storage';
import { ToggleButtons } from './toggle-buttons';

/** Tabbed or customizable: the dashboard's two views (docs/product.md#customizable-dashboard). */
export function ViewModeSwitch({
  mode,
  onChange,
}: {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  return (
    <ToggleButtons
      label="Dashboard view"
      options={[
        { value: 'tabbed', text: 'Tabbed view' },
        { value: 'customizable', text: 'Customizable view' },
      ]}
      value={mode}
      onChange={onChange}
    />
  );
}
