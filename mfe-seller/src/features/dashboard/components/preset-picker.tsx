import {
  presetNames,
  presetTitles,
  type DashboardLayout,
  type PresetName,
} from '../lib/dashboard-layout';
import { ToggleButtons } from './toggle-buttons';

interface PresetPickerProps {
  preset: DashboardLayout['preset'];
  onChoose: (preset: PresetName) => void;
}

/** The four presets; after a change by hand none is pressed and the layout reads 'Custom'. */
export function PresetPicker({ preset, onChoose }: PresetPickerProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span aria-hidden="true" className="text-sm font-medium">
        Layout preset
      </span>
      <ToggleButtons
        label="Layout preset"
        options={presetNames.map((value) => ({ value, text: presetTitles[value] }))}
        value={preset as PresetName}
        onChange={onChoose}
      />
      {preset === 'custom' && (
        <span className="text-sm text-muted-foreground">Custom layout (saved in this browser)</span>
      )}
    </div>
  );
}
