import { useEffect } from 'react';
import { trackConversion } from '../../../lib/tracking';

/**
 * Reports blog engagement when the reader leaves a post; the value, min(readSeconds / 60, 10),
 * is computed by trackConversion, which does nothing without consent and configured tags.
 */
export const useReadTimeConversion = (postId: number | undefined, now: () => number = Date.now) => {
  useEffect(() => {
    if (postId === undefined) return;
    const startedAt = now();
    return () => trackConversion('blog_engagement', { readSeconds: Math.round((now() - startedAt) / 1000) });
  }, [postId, now]);
};
