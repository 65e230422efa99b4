import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { type CommandOutcome, executeCommand } from '../../core/commands/execute-command.js';
import { EventLog } from '../../core/events/event-log.js';
import type { Actor } from '../../core/events/event.js';
import { blogPostStream } from './blog.events.js';
import { type BlogPostCommand, blogPostDecider, type BlogPostState } from './blog-post.decider.js';

/** Runs the blog post decider on one post's stream: the command shell the post handlers share. */
@Injectable()
export class BlogPostStreams {
  constructor(
    private readonly log: EventLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  run(postId: string, command: BlogPostCommand, actor: Actor): Promise<CommandOutcome<BlogPostState>> {
    return executeCommand(this.log, blogPostStream(postId), blogPostDecider, command, { actor, now: this.clock.now() });
  }
}
