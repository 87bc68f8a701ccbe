/**
 * Calls `then` once `when` has been true for two animation frames and a task: by then what the
 * render that made it true handed deck.gl has been drawn (deck.gl draws in its animation frame).
 */
import { useEffect, useRef } from 'react';

export function useAfterFrames(when: boolean, then: () => void): void {
  const latest = useRef(then);
  useEffect(() => {
    latest.current = then;
  });
  useEffect(() => {
    if (!when) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => latest.current(), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [when]);
}
