import { sizeTitles, widgetSizes, type WidgetSize } from '../lib/dashboard-layout';
import { ToggleButtons } from './toggle-buttons';

interface WidgetSizePickerProps {
  title: string;
  size: WidgetSize;
  onResize: (size: WidgetSize) => void;
}

/** Small, medium or large: three pressed/unpressed buttons named by the widget. */
export function WidgetSizePicker({ title, size, onResize }: WidgetSizePickerProps) {
  return (
    <ToggleButtons
      label={`${title} size`}
      options={widgetSizes.map((value) => ({
        value,
        text: sizeTitles[value].charAt(0),
        name: sizeTitles[value],
      }))}
      value={size}
      onChange={onResize}
    />
  );
}
