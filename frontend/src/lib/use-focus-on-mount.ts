import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it appears: the heading of a confirmation that replaces the
 * form just sent. The screen reader reads it out, and focus is not left on a button that is gone
 * (it would fall to the page body, and the next Tab would start at the top of the page). Give the
 * element `tabIndex={-1}`.
 */
export const useFocusOnMount = <Element extends HTMLElement>() => {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
};
