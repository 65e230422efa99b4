import { Injectable } from '@nestjs/common';
import { CommandShell } from '../../core/commands/command-shell.js';
import type { CommandOutcome } from '../../core/commands/execute-command.js';
import type { Actor } from '../../core/events/event.js';
import { type BLOG_POST_EVENT_TYPES, blogPostStream } from './blog.events.js';
import { type BlogPostCommand, blogPostDecider, type BlogPostState } from './blog-post.decider.js';

/** Runs the blog post decider on one post's stream, for every post handler. */
@Injectable()
export class BlogPostStreams {
  constructor(private readonly shell: CommandShell) {}

  run(postId: string, command: BlogPostCommand, actor: Actor): Promise<CommandOutcome<BlogPostState, typeof BLOG_POST_EVENT_TYPES>> {
    return this.shell.run(blogPostStream(postId), blogPostDecider, command, { actor });
  }
}
