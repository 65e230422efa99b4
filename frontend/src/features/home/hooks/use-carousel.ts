import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: auto-advance pauses after a manual action and resumes 10 s later. */
export const CAROUSEL_RESUME_DELAY_MS = 10_000;

type CarouselOptions = { count: number; intervalMs: number; resumeAfterMs?: number };

export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

export const useCarousel = ({ count, intervalMs, resumeAfterMs = CAROUSEL_RESUME_DELAY_MS }: CarouselOptions) => {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

  useEffect(
    () => () => {
      if (resumeTimer.current) clearTimeout(resumeTimer.current);
    },
    [],
  );

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
      setPaused(true);
      if (resumeTimer.current) clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => setPaused(false), resumeAfterMs);
    },
    [count, resumeAfterMs],
  );

  const current = wrapIndex(index, count);
  return {
    index: current,
    paused,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    progressPercent: count === 0 ? 0 : ((current + 1) / count) * 100,
  };
};
