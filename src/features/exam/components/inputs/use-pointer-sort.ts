import { useRef, useState, type PointerEvent } from 'react';
import { dropIndex } from '../../answer-edits';

interface Drag {
  pointerId: number;
  from: number;
  to: number;
  /** The rows' vertical centres when the drag began. */
  middles: number[];
}

/**
 * Drag to sort with a mouse, a pen or a finger: Pointer Events, which (unlike HTML drag and
 * drop) work on touch screens. The handle captures the pointer, so the drag follows it
 * outside the handle; `to` is where the row would land, for a live preview; `onDrop` runs
 * when the pointer is released somewhere else than where it started.
 */
export function usePointerSort(onDrop: (from: number, to: number) => void) {
  const rows = useRef<(HTMLElement | null)[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);

  const rowRef = (index: number) => (element: HTMLElement | null) => {
    rows.current[index] = element;
  };

  const handleProps = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const middles = rows.current.map((row) => {
        const rect = row?.getBoundingClientRect();
        return rect ? rect.top + rect.height / 2 : 0;
      });
      setDrag({ pointerId: event.pointerId, from: index, to: index, middles });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const to = dropIndex(drag.middles, drag.from, event.clientY);
      if (to !== drag.to) setDrag({ ...drag, to });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!drag || event.pointerId !== drag.pointerId) return;
      setDrag(null);
      if (drag.to !== drag.from) onDrop(drag.from, drag.to);
    },
    onPointerCancel() {
      setDrag(null);
    },
  });

  return { drag, rowRef, handleProps };
}
