import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';

/** Spec section 9: auto-advance pauses after a manual action and resumes 10 s later. */
export const CAROUSEL_RESUME_DELAY_MS = 10_000;

type CarouselOptions = { count: number; intervalMs: number; resumeAfterMs?: number };

/** How far a finger must travel sideways, in CSS px, for a swipe to change the slide rather than be a tap. */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;

type SwipeStart = { pointerId: number; x: number; y: number };

export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);

/** Keyboard focus pauses the slides; the focus a mouse click leaves on a button does not (WAI-ARIA carousel pattern). */
const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/** The visitor's own Pause/Play choice; until they make one, the system's reduced-motion setting decides. */
type PlayChoice = 'play' | 'pause' | null;

/**
 * Slide index and auto-advance of a carousel. Auto-advance stops while a manual action's
 * 10-second pause runs, while the pointer is over the carousel and while keyboard focus is inside
 * it; `rotating` says whether it currently runs (the live counter stays silent while it does).
 * `stopped` is the Pause/Play state (WCAG 2.2.2): set by the visitor's button, and on by default
 * for a visitor who asked for reduced motion, so nothing moves by itself for them until they press Play.
 * Spread `pauseHandlers` on the carousel's root element.
 */
export const useCarousel = ({ count, intervalMs, resumeAfterMs = CAROUSEL_RESUME_DELAY_MS }: CarouselOptions) => {
  const [index, setIndex] = useState(0);
  const [pausedByAction, setPausedByAction] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const [playChoice, setPlayChoice] = useState<PlayChoice>(null);
  const reducedMotion = usePrefersReducedMotion();
  const stopped = playChoice === null ? reducedMotion : playChoice === 'pause';
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rotating = count > 1 && !stopped && !pausedByAction && !hovered && !focusedWithin;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  useEffect(
    () => () => {
      if (resumeTimer.current) clearTimeout(resumeTimer.current);
    },
    [],
  );

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
      setPausedByAction(true);
      if (resumeTimer.current) clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => setPausedByAction(false), resumeAfterMs);
    },
    [count, resumeAfterMs],
  );

  const current = wrapIndex(index, count);

  // Touch and pen only: a mouse drag selects text, as on any page. The slides carry `touch-action: pan-y`,
  // so the browser keeps vertical scrolling to itself (and cancels the pointer when it scrolls) and
  // leaves sideways movement to these handlers.
  const swipeStart = useRef<SwipeStart | null>(null);
  const swiped = useRef(false);
  const swipeHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swiped.current = false;
      swipeStart.current = event.pointerType === 'mouse' || !event.isPrimary ? null : { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || start.pointerId !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < CAROUSEL_SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      swiped.current = true;
      goTo(current + (dx < 0 ? 1 : -1));
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
    // A swipe that ends on a slide's link or button is not a tap on it.
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  const pauseHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isKeyboardFocus(event.target)) setFocusedWithin(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusedWithin(false);
    },
  };

  return {
    index: current,
    rotating,
    stopped,
    togglePlaying: () => setPlayChoice(stopped ? 'play' : 'pause'),
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    pauseHandlers,
    swipeHandlers,
    progressPercent: count === 0 ? 0 : ((current + 1) / count) * 100,
  };
};
