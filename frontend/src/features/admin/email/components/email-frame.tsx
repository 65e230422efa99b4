import { useEffect, useRef, useState } from 'react';

const INITIAL_HEIGHT = 480;

type EmailFrameProps = {
  /** The whole HTML document the server rendered with its one email layout. */
  html: string;
  /** The frame's accessible name. */
  title: string;
};

/**
 * An email as the server renders it, in a sandboxed frame: no script runs in it (the sandbox has no
 * allow-scripts) and its inline styles cannot touch the dashboard. The frame is same-origin only so
 * the dashboard can read its height and show the whole email without a second scrollbar. Always
 * light, as in a mail client: the layout asks for the light colour scheme.
 */
export const EmailFrame = ({ html, title }: EmailFrameProps) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);

  const measure = () => {
    // Before the document loads (or after the frame left the page) there is nothing to measure.
    const measured = frame.current?.contentDocument?.documentElement?.scrollHeight ?? 0;
    if (measured > 0) setHeight(measured);
  };

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A narrower frame wraps the text onto more lines: measure again when the width changes.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <iframe
      ref={frame}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={html}
      onLoad={measure}
      style={{ height }}
      className="block w-full rounded-md border border-gray-200 bg-gray-100 dark:border-gray-800"
    />
  );
};
