/**
 * The calendar's keyboard (issue 19): the chart is one tab stop; on it the arrow keys move a day
 * cursor (left and right a week, one column; up and down a day), Enter or Space opens the day
 * under it, as a click on that day does. The cursor starts on the latest active day of the year.
 * Keys are caught on the way down (capture), before anything inside the chart sees them.
 */
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import type { CalendarCell } from '../domain/calendar/calendar';

const DAYS_PER_WEEK = 7;
const STEPS: Record<string, number> = {
  ArrowLeft: -DAYS_PER_WEEK,
  ArrowRight: DAYS_PER_WEEK,
  ArrowUp: -1,
  ArrowDown: 1,
};

export interface CalendarKeys {
  /** The day under the cursor while the chart has the keyboard, else null. */
  cursor: number | null;
  /** The ref of the element around the chart. */
  ref: RefCallback<HTMLElement>;
}

export function useCalendarKeys(
  cells: readonly CalendarCell[],
  onOpen: ((cell: CalendarCell) => void) | undefined,
): CalendarKeys {
  const [cursor, setCursor] = useState<number | null>(null);
  const state = useRef({ cells, onOpen, cursor });
  useEffect(() => {
    state.current = { cells, onOpen, cursor };
  }, [cells, onOpen, cursor]);

  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const onSurface = (event: Event) => event.target instanceof SVGSVGElement;
    const onFocus = (event: FocusEvent) => {
      if (!onSurface(event) || state.current.cursor !== null) return;
      const { cells: all } = state.current;
      const latest = all.findLast((c) => c.count > 0) ?? all[all.length - 1];
      if (latest) setCursor(latest.day);
    };
    const onBlur = (event: FocusEvent) => {
      if (onSurface(event)) setCursor(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!onSurface(event)) return;
      const { cells: all, onOpen: open, cursor: day } = state.current;
      const step = STEPS[event.key];
      if (step !== undefined) {
        event.preventDefault();
        event.stopPropagation();
        const first = all[0]?.day;
        const last = all[all.length - 1]?.day;
        if (first === undefined || last === undefined) return;
        setCursor(Math.min(last, Math.max(first, (day ?? last) + step)));
      } else if ((event.key === 'Enter' || event.key === ' ') && day !== null && open) {
        const cell = all.find((c) => c.day === day);
        if (!cell || cell.count === 0) return;
        event.preventDefault();
        event.stopPropagation();
        open(cell);
      }
    };
    element.addEventListener('keydown', onKeyDown, true);
    element.addEventListener('focusin', onFocus);
    element.addEventListener('focusout', onBlur);
    return () => {
      element.removeEventListener('keydown', onKeyDown, true);
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('focusout', onBlur);
    };
  }, []);
  return { cursor, ref };
}
