import { useEffect, useRef } from 'react';

/**
 * A marker to put after a list: it scrolls into view whenever `newest` changes (a count, or the
 * newest message's id, so that loading earlier messages above does not jump to the end).
 */
export function useScrollToEnd(newest: unknown) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return end;
}
