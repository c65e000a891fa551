import { useCallback, useEffect, useState } from 'react';
import { clockOffsetMs } from '../countdown';

/**
 * The server's clock in the browser: `now()` corrects the browser's clock by the offset
 * measured once the reply stamped `serverTime` is here. Null until measured — the page's
 * HTML was rendered without a browser clock, and guessing with an unmeasured offset could
 * show (or act on) a wrong time left.
 */
export function useServerClock(serverTime: string | null): (() => number) | null {
  const [offset, setOffset] = useState<number | null>(null);
  useEffect(() => {
    // Measured in the browser after the reply arrived: this is the one moment that can.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffset(serverTime ? clockOffsetMs(serverTime, Date.now()) : null);
  }, [serverTime]);
  const now = useCallback(() => Date.now() + (offset ?? 0), [offset]);
  return offset === null ? null : now;
}
