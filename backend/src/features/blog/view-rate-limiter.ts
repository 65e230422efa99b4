import { Injectable } from '@nestjs/common';
import { BLOG_VIEW_LIMITS } from '../../contract/blog.vocabulary.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { RateLimits } from '../../core/rate-limit/rate-limiter.js';

/**
 * Keeps one client from inflating view counts, across every app instance: a post counts one view per
 * client per minute, and a client counts at most 30 views a minute in all.
 */
@Injectable()
export class ViewRateLimiter {
  private readonly perPost: RateLimiter;
  private readonly perClient: RateLimiter;

  constructor(limits: RateLimits) {
    this.perPost = limits.limiter('views-per-post-and-client', { max: 1, windowMs: BLOG_VIEW_LIMITS.windowMs });
    this.perClient = limits.limiter('views-per-client', { max: BLOG_VIEW_LIMITS.perClientPerWindow, windowMs: BLOG_VIEW_LIMITS.windowMs });
  }

  /** Counts the view against both limits; a 429 naming the wait when either is spent. */
  async admit(client: string, postId: string, now: number): Promise<void> {
    // A view refused per post is not counted per client.
    const message = (wait: string) => `This view was already counted; try again in ${wait}.`;
    await this.perPost.admit(`${client}\u0000${postId}`, now, message);
    await this.perClient.admit(client, now, message);
  }
}
