import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { imageRequestSchema, postIdSchema, topicRequestSchema } from './blog.requests.js';
import { DeleteBlogPost } from './commands/delete-blog-post.js';
import { GenerateImage } from './commands/generate-image.js';
import { PreviewBlogPost } from './commands/preview-blog-post.js';
import { PublishGeneratedPost } from './commands/publish-generated-post.js';
import { ResetBlogViews } from './commands/reset-blog-views.js';

const optionalTopic = (body: unknown) => parseInput(topicRequestSchema, body ?? {}).topic ?? null;

/** The admin's blog tools; every action is an event with the admin as actor. */
@Controller('api')
@UseGuards(AdminGuard)
export class BlogAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Post('admin/preview-blog')
  @HttpCode(200)
  preview(@Body() body: unknown) {
    return this.commands.execute(new PreviewBlogPost(optionalTopic(body)));
  }

  @Post('generate-blog')
  @HttpCode(201)
  generate(@Body() body: unknown) {
    return this.commands.execute(new PublishGeneratedPost(optionalTopic(body)));
  }

  @Delete('admin/blog-posts/:id')
  delete(@Param('id') id: string) {
    return this.commands.execute(new DeleteBlogPost(parseInput(postIdSchema, id, 'id')));
  }

  @Post('admin/reset-blog-views')
  @HttpCode(200)
  resetViews() {
    return this.commands.execute(new ResetBlogViews());
  }

  @Post('test/generate-image')
  @HttpCode(200)
  generateImage(@Body() body: unknown) {
    const { title, description } = parseInput(imageRequestSchema, body);
    return this.commands.execute(new GenerateImage(title, description));
  }

  /** No Facebook integration exists yet, so the post is published and the answer says it was not shared. */
  @Post('test/create-blog-and-post')
  @HttpCode(200)
  async createAndPost() {
    const post = await this.commands.execute(new PublishGeneratedPost(null));
    return { blog: { title: post.title, slug: post.slug }, facebookPosted: false, reason: 'Facebook is not configured yet' };
  }
}
