import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from "react";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const SWIPE_PX = 40;

/**
 * A small wrap-around carousel state (no library: it keeps the landing page's JS small).
 * It auto-advances every `intervalMs`, paused while hovered or focused and off under
 * prefers-reduced-motion; manual moves restart the timer. Swipes move one slide.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [tick, setTick] = useState(0);
  const reduced = useRef(prefersReducedMotion());
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused || reduced.current || count <= 1 || tick < 0) return;
    const timer = setInterval(() => setSelected((s) => (s + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, intervalMs, count, tick]);

  const goTo = (i: number) => {
    setSelected(((i % count) + count) % count);
    setTick((t) => t + 1);
  };
  const scrollPrev = () => goTo(selected - 1);
  const scrollNext = () => goTo(selected + 1);

  /** Spread on the carousel region: pause on hover / focus inside, swipe to move. */
  const handlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
    },
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      swipeStart.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (start === null) return;
      const dx = e.clientX - start;
      if (dx > SWIPE_PX) scrollPrev();
      else if (dx < -SWIPE_PX) scrollNext();
    },
  };

  return { selected, count, scrollPrev, scrollNext, scrollTo: goTo, handlers };
}
