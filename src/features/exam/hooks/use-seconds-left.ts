import { useEffect, useState } from 'react';
import { msToNextTick, secondsLeft } from '../countdown';

/**
 * Seconds left until `deadline`, ticking on whole seconds of the server's clock. Before the
 * clock is measured (the server render, hydration) it shows the time left when the server
 * answered, so the HTML and the first client render agree.
 */
export function useSecondsLeft(deadline: string, serverTime: string, serverNow: (() => number) | null): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, Date.parse(serverTime)));

  useEffect(() => {
    if (!serverNow) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = serverNow();
      const seconds = secondsLeft(deadline, now);
      setLeft(seconds);
      // Computed from the clock each time, so a throttled background tab catches up at once.
      if (seconds > 0) timer = setTimeout(tick, msToNextTick(deadline, now));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [deadline, serverNow]);

  return left;
}
