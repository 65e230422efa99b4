import { Injectable } from '@nestjs/common';
import type { SocialPlatform } from '../../contract/social.vocabulary.js';
import { FacebookGraph } from './facebook/facebook-graph.js';
import { storedCredential, type UsableConnection } from './social-account-streams.js';
import { ThreadsApi } from './threads/threads-api.js';

/** What is posted: a text, and for a shared blog post its address (Facebook draws the link's preview; Threads gets it in the text). */
export type SocialPostContent = { message: string; link: string | null };

/** The text as each platform receives it. */
export const textFor = (platform: SocialPlatform, { message, link }: SocialPostContent) => (platform === 'threads' && link ? `${message}\n\n${link}` : message);

/**
 * Posting on either platform with the stored connection: publish, and find a post already published
 * (by its text, since a moment) when the answer to a publication was lost.
 */
@Injectable()
export class SocialChannels {
  constructor(
    private readonly facebook: FacebookGraph,
    private readonly threads: ThreadsApi,
  ) {}

  /** The app settings the platform needs, or the 409 naming them. */
  requireApp(platform: SocialPlatform): void {
    if (platform === 'facebook') this.facebook.app();
    else this.threads.app();
  }

  configured(platform: SocialPlatform): boolean {
    return platform === 'facebook' ? this.facebook.configured() : this.threads.configured();
  }

  publish(platform: SocialPlatform, connection: UsableConnection, content: SocialPostContent): Promise<string> {
    const credential = storedCredential(platform);
    if (platform === 'facebook') return this.facebook.publish(connection.accountId, connection.token, { message: content.message, ...(content.link ? { link: content.link } : {}) }, credential);
    return this.threads.publish(connection.accountId, connection.token, textFor('threads', content), credential);
  }

  /** The id of a post with exactly this text published since `since`, or null. */
  async find(platform: SocialPlatform, connection: UsableConnection, content: SocialPostContent, since: Date): Promise<string | null> {
    const credential = storedCredential(platform);
    const text = textFor(platform, content).trim();
    const posts =
      platform === 'facebook'
        ? (await this.facebook.postsSince(connection.accountId, connection.token, since, credential)).map((post) => ({ id: post.id, text: post.message }))
        : await this.threads.postsSince(connection.accountId, connection.token, since, credential);
    return posts.find((post) => post.text?.trim() === text)?.id ?? null;
  }
}
