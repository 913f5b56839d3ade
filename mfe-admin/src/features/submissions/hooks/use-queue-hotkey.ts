import { useHotkeys } from 'react-hotkeys-hook';
import type { HotkeyCallback } from 'react-hotkeys-hook';

/**
 * Keys typed into a dialog (a reason, the shortcuts list, a photo) or a select belong there, not
 * to the queue behind it; the library already leaves inputs, textareas and selects alone.
 */
function typedElsewhere(event: KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="combobox"]') !== null
  );
}

/** One review-console shortcut: a single key, never while typing in a field or a dialog. */
export function useQueueHotkey(
  keys: string,
  callback: HotkeyCallback,
  enabled: boolean,
  /** For a printed symbol (/, ?): match the character typed, whatever keys made it. */
  options: { useKey?: boolean; ignoreModifiers?: boolean } = {},
) {
  useHotkeys(keys, callback, {
    enabled,
    preventDefault: true,
    ignoreEventWhen: typedElsewhere,
    ...options,
  });
}
