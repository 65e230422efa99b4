import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PostResult } from '../../../contract/social.contract.js';
import { SOCIAL_ACCOUNT_KINDS, type SocialPlatform } from '../../../contract/social.vocabulary.js';
import { SocialPosting } from '../social-posting.js';

/** The tab's test post on the connected account; the same text again under the same connection is recognised, not posted twice. */
export class PublishTestPost extends Command<PostResult> {
  constructor(
    readonly platform: SocialPlatform,
    readonly message: string,
    readonly operator: string,
  ) {
    super();
  }
}

@CommandHandler(PublishTestPost)
export class PublishTestPostHandler implements ICommandHandler<PublishTestPost> {
  constructor(private readonly posting: SocialPosting) {}

  async execute({ platform, message, operator }: PublishTestPost): Promise<PostResult> {
    const { postId, alreadyPosted } = await this.posting.post(platform, { target: 'test', subject: message, blogPostId: null, content: { message, link: null }, operator });
    const kind = SOCIAL_ACCOUNT_KINDS[platform];
    return {
      success: true,
      message: alreadyPosted ? `This test post is already on the ${kind}: it was not posted again` : `The test post is published on the ${kind}`,
      postId,
      alreadyPosted,
    };
  }
}
