import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { ResponseCache } from '../../core/http/response-cache.js';
import { parseInput } from '../../core/http/parse-input.js';
import { BLOG_PROJECTION, type BlogPostView } from './blog.projection.js';
import { postIdSchema } from './blog.requests.js';
import { RecordPostView } from './commands/record-post-view.js';
import { ListBlogPosts } from './queries/list-blog-posts.js';

/** Where a post came from is for the admin and the audit trail, not for visitors. */
const publicPost = ({ origin: _origin, writer: _writer, model: _model, ...post }: BlogPostView) => post;

@Controller('api/blog-posts')
export class BlogController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  posts(@Req() request: Request, @Res() response: Response) {
    return this.cache.send(request, response, 'blog-posts', BLOG_PROJECTION, async () => (await this.queries.execute(new ListBlogPosts())).map(publicPost));
  }

  @Post(':id/view')
  @HttpCode(200)
  view(@Param('id') id: string, @Req() request: Request) {
    return this.commands.execute(new RecordPostView(parseInput(postIdSchema, id, 'id'), request.ip ?? 'unknown'));
  }
}
