import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { BlogShare } from '../../../contract/social.contract.js';
import { FACEBOOK_TEXTS, notConfiguredMessage } from '../../../contract/social.vocabulary.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { SocialAccountStreams } from '../social-account-streams.js';
import { SocialChannels } from '../social-channels.js';
import { SocialPosting } from '../social-posting.js';

export type SharedPost = { id: string; slug: string; title: string; excerpt: string };

/** What the blog-and-Facebook test answers about Facebook. */
export type BlogShareOutcome = Omit<BlogShare, 'blog'>;

/**
 * A published blog post shared on the connected Facebook page: its title and excerpt, and a link to
 * it (Facebook draws the preview from the page's Open Graph tags). Once per post and page: the key is
 * the post's id under the connection. Without a page (or the app's settings) nothing is posted and the
 * answer says why; a refusal by Facebook is answered as `failed` with its words, since the post itself
 * was published.
 */
export class ShareBlogPost extends Command<BlogShareOutcome> {
  constructor(
    readonly post: SharedPost,
    readonly operator: string,
  ) {
    super();
  }
}

/** Refusals a share reports rather than throws: Facebook's and the settings' (400, 409, 502). */
const REPORTED: readonly DomainError['kind'][] = ['validation', 'illegal_state', 'upstream'];

@CommandHandler(ShareBlogPost)
export class ShareBlogPostHandler implements ICommandHandler<ShareBlogPost> {
  constructor(
    private readonly posting: SocialPosting,
    private readonly channels: SocialChannels,
    private readonly streams: SocialAccountStreams,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ post, operator }: ShareBlogPost): Promise<BlogShareOutcome> {
    if (!this.channels.configured('facebook')) return { facebookPosted: false, facebook: 'not_connected', reason: notConfiguredMessage('facebook') };
    if (!(await this.streams.state('facebook')).current) return { facebookPosted: false, facebook: 'not_connected', reason: FACEBOOK_TEXTS.notConnected };
    const content = { message: `${post.title}\n\n${post.excerpt}`, link: `${this.config.publicUrl}/blog/${encodeURIComponent(post.slug)}` };
    try {
      const { postId } = await this.posting.post('facebook', { target: 'blog', subject: post.id, blogPostId: post.id, content, operator });
      return { facebookPosted: true, facebook: 'posted', postId };
    } catch (error) {
      if (error instanceof DomainError && REPORTED.includes(error.kind)) return { facebookPosted: false, facebook: 'failed', reason: error.message };
      throw error;
    }
  }
}
