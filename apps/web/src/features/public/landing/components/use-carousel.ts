import type { EmblaOptionsType } from "embla-carousel";
import useEmblaCarousel from "embla-carousel-react";
import { type FocusEvent, useEffect, useRef, useState } from "react";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * An Embla carousel that wraps around and auto-advances every `intervalMs` (paused while hovered
 * or focused, and off under prefers-reduced-motion). Manual moves restart the timer.
 */
export function useCarousel(intervalMs: number, options: EmblaOptionsType = {}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, ...options });
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);
  const [paused, setPaused] = useState(false);
  const [tick, setTick] = useState(0);
  const reduced = useRef(prefersReducedMotion());

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on("select", sync).on("reInit", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || paused || reduced.current || tick < 0) return;
    const timer = setInterval(() => embla.scrollNext(), intervalMs);
    return () => clearInterval(timer);
  }, [embla, paused, intervalMs, tick]);

  const restart = () => setTick((t) => t + 1);
  const scrollPrev = () => {
    embla?.scrollPrev();
    restart();
  };
  const scrollNext = () => {
    embla?.scrollNext();
    restart();
  };
  const scrollTo = (i: number) => {
    embla?.scrollTo(i);
    restart();
  };

  /** Spread on the carousel region: pause on hover and while focus is inside. */
  const pauseHandlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
    },
  };

  return { viewportRef, selected, count, scrollPrev, scrollNext, scrollTo, pauseHandlers };
}
