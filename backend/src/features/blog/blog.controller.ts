import { Controller, Param, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { blogRoutes as routes } from '../../contract/blog.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { BLOG_POSTS_READ } from './blog.reads.js';
import { RecordPostView } from './commands/record-post-view.js';

@Controller()
export class BlogController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cache: ResponseCache,
  ) {}

  @Endpoint(routes.posts)
  posts(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, BLOG_POSTS_READ);
  }

  @Endpoint(routes.view)
  view(@Param() params: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.view>> {
    return this.commands.execute(new RecordPostView(parseInput(routes.view.params, params, 'path').id, request.ip ?? 'unknown'));
  }
}
