import { useEffect, useRef, useState } from 'react';

const INITIAL_HEIGHT = 480;

/**
 * Every link of the preview opens in a new tab: followed inside the frame, a link loads a page of
 * this site, which refuses to be framed (CSP frame-ancestors 'none'), and the preview is gone until
 * a reload. A `<base target="_blank">` says it once for every link (and implies noopener).
 */
const LINKS_IN_NEW_TAB = '<base target="_blank">';
/** Where the base goes: in the head, else where the parser opens one (never before a doctype, which would mean quirks mode). */
const BASE_AFTER = [/<head(\s[^>]*)?>/i, /<html(\s[^>]*)?>/i, /<!doctype[^>]*>/i];
export const withLinksInNewTab = (html: string) => {
  for (const tag of BASE_AFTER) {
    const found = tag.exec(html);
    if (found) {
      const end = found.index + found[0].length;
      return html.slice(0, end) + LINKS_IN_NEW_TAB + html.slice(end);
    }
  }
  return LINKS_IN_NEW_TAB + html;
};

type EmailFrameProps = {
  /** The whole HTML document the server rendered with its one email layout. */
  html: string;
  /** The frame's accessible name. */
  title: string;
};

/**
 * An email as the server renders it, in a sandboxed frame: no script runs in it (the sandbox has no
 * allow-scripts) and its inline styles cannot touch the dashboard. Its links open in a new tab
 * (allow-popups), outside the sandbox (allow-popups-to-escape-sandbox) so the page they open works. The frame is same-origin only so
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
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={withLinksInNewTab(html)}
      onLoad={measure}
      style={{ height }}
      className="block w-full rounded-md border border-gray-200 bg-gray-100 dark:border-gray-800"
    />
  );
};
