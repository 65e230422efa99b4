import { Controller, Param, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { type BlogPost, blogRoutes as routes } from '../../contract/blog.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { BLOG_PROJECTION, type BlogPostView } from './blog.projection.js';
import { RecordPostView } from './commands/record-post-view.js';
import { ListBlogPosts } from './queries/list-blog-posts.js';

/** Where a post came from is for the admin and the audit trail, not for visitors. */
const publicPost = ({ origin: _origin, writer: _writer, model: _model, ...post }: BlogPostView): BlogPost => post;

@Controller()
export class BlogController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly cache: ResponseCache,
  ) {}

  @Endpoint(routes.posts)
  posts(@Req() request: Request, @Res() response: Response) {
    return this.cache.send<RouteReply<typeof routes.posts>>(request, response, 'blog-posts', BLOG_PROJECTION, async () =>
      (await this.queries.execute(new ListBlogPosts())).map(publicPost),
    );
  }

  @Endpoint(routes.view)
  view(@Param() params: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.view>> {
    return this.commands.execute(new RecordPostView(parseInput(routes.view.params, params, 'path').id, request.ip ?? 'unknown'));
  }
}
