import { useEffect } from 'react';
import { recordConversionInUrl, reportConversion } from '../../../lib/tracking';

/** Spec section 9: engagement is worth readSeconds / 60, capped at 10, so nothing changes after ten minutes. */
const ENGAGEMENT_STEP_MS = 60_000;
const ENGAGEMENT_CAP_SECONDS = 600;

/**
 * Blog engagement (spec sections 4 and 9) for one visit of a post.
 *
 * The URL rewrite is first party and must land on the post's own URL, so it happens while the
 * post is showing: after every full minute of reading (up to the cap) and when the page is hidden
 * or left (visibilitychange, pagehide). Leaving inside the app unmounts the page only after the
 * router has moved to the next URL, so at that point the URL is left alone and only the tags
 * hear about the visit, under the post's own location (the pixel, which reads the address bar, by
 * the post's id). The tags get one report per visit, with the final reading time.
 */
export const useReadTimeConversion = (postId: string | undefined, now: () => number = Date.now) => {
  useEffect(() => {
    if (postId === undefined) return;
    const startedAt = now();
    const postPath = window.location.pathname;
    // The tags hear of the visit as the reader leaves, often once the next page's URL is showing.
    const postUrl = window.location.href;
    let reported = false;

    const readSeconds = () => Math.round((now() - startedAt) / 1000);
    const recordOnPost = () => {
      if (window.location.pathname === postPath) recordConversionInUrl('blog_engagement', { readSeconds: readSeconds() });
    };
    const minuteTimer = setInterval(() => {
      recordOnPost();
      if (readSeconds() >= ENGAGEMENT_CAP_SECONDS) clearInterval(minuteTimer);
    }, ENGAGEMENT_STEP_MS);
    const finishVisit = () => {
      if (reported) return;
      reported = true;
      clearInterval(minuteTimer);
      recordOnPost();
      reportConversion('blog_engagement', { readSeconds: readSeconds(), postId }, postUrl);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') finishVisit();
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', finishVisit);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', finishVisit);
      finishVisit();
    };
  }, [postId, now]);
};
