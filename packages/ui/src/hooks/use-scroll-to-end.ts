import { useEffect, useRef } from 'react';

/** A marker to put after a list: it scrolls into view whenever the list grows (newest message). */
export function useScrollToEnd(count: number) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return end;
}
