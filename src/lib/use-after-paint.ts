/**
 * True from the frame after `ready` first holds: a page paints what matters first (a table, say)
 * and mounts its heavy parts (a map, a chart) one frame later, so they never delay that paint.
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(ready = true): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDone(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, done]);
  return done;
}
