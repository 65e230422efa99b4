import { Body, Controller, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { blogRoutes as routes } from '../../contract/blog.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { operatorOf } from '../admin-auth/admin-session.js';
import { ShareBlogPost } from '../social/commands/share-blog-post.js';
import { DeleteBlogPost } from './commands/delete-blog-post.js';
import { GenerateImage } from './commands/generate-image.js';
import { PreviewBlogPost } from './commands/preview-blog-post.js';
import { PublishGeneratedPost } from './commands/publish-generated-post.js';
import { ResetBlogViews } from './commands/reset-blog-views.js';

/** The body may be empty: no topic lets the writer choose. */
const optionalTopic = (body: unknown) => parseInput(routes.preview.body, body ?? {}).topic ?? null;

/** The admin's blog tools; every action is an event with the admin as actor. */
@Controller()
@UseGuards(AdminGuard)
export class BlogAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(routes.preview)
  preview(@Body() body: unknown): Promise<RouteReply<typeof routes.preview>> {
    return this.commands.execute(new PreviewBlogPost(optionalTopic(body)));
  }

  /** With a previewed post in the body, that post is published; with none, a new one is written (quick generate). */
  @Endpoint(routes.generate)
  generate(@Body() body: unknown): Promise<RouteReply<typeof routes.generate>> {
    const { topic, preview } = parseInput(routes.generate.body, body ?? {});
    return this.commands.execute(new PublishGeneratedPost(topic ?? null, preview ?? null));
  }

  @Endpoint(routes.delete)
  delete(@Param() params: unknown): Promise<RouteReply<typeof routes.delete>> {
    return this.commands.execute(new DeleteBlogPost(parseInput(routes.delete.params, params, 'path').id));
  }

  @Endpoint(routes.resetViews)
  resetViews(): Promise<RouteReply<typeof routes.resetViews>> {
    return this.commands.execute(new ResetBlogViews());
  }

  @Endpoint(routes.generateImage)
  generateImage(@Body() body: unknown): Promise<RouteReply<typeof routes.generateImage>> {
    const { title, description } = parseInput(routes.generateImage.body, body);
    return this.commands.execute(new GenerateImage(title, description));
  }

  /** The post is published, then shared on the connected Facebook page; the answer says whether it reached the page. */
  @Endpoint(routes.createAndPost)
  async createAndPost(@Req() request: Request): Promise<RouteReply<typeof routes.createAndPost>> {
    const post = await this.commands.execute(new PublishGeneratedPost(null));
    const shared = await this.commands.execute(new ShareBlogPost(post, operatorOf(request)));
    return { blog: { title: post.title, slug: post.slug }, ...shared };
  }
}
