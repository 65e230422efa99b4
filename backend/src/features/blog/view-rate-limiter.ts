import { SlidingWindowLimiter } from '../../core/rate-limit/sliding-window-limiter.js';

/**
 * Keeps one client from inflating view counts: a post counts one view per client per window,
 * and a client counts at most `maxPerWindow` views in all.
 */
export class ViewRateLimiter {
  private readonly perPost: SlidingWindowLimiter;
  private readonly perClient: SlidingWindowLimiter;

  constructor(windowMs = 60_000, maxPerWindow = 30) {
    this.perPost = new SlidingWindowLimiter(1, windowMs);
    this.perClient = new SlidingWindowLimiter(maxPerWindow, windowMs);
  }

  allow(client: string, postId: string, now: number): boolean {
    return this.perPost.attempt(`${client}\u0000${postId}`, now).allowed && this.perClient.attempt(client, now).allowed;
  }
}
