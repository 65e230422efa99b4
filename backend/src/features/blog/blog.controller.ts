import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { ResponseCache } from '../../core/http/response-cache.js';
import { parseInput } from '../../core/http/parse-input.js';
import { BLOG_POSTS_READ } from './blog.reads.js';
import { postIdSchema } from './blog.requests.js';
import { RecordPostView } from './commands/record-post-view.js';

@Controller('api/blog-posts')
export class BlogController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  posts(@Req() request: Request, @Res() response: Response) {
    return this.cache.sendRead(request, response, BLOG_POSTS_READ);
  }

  @Post(':id/view')
  @HttpCode(200)
  view(@Param('id') id: string, @Req() request: Request) {
    return this.commands.execute(new RecordPostView(parseInput(postIdSchema, id, 'id'), request.ip ?? 'unknown'));
  }
}
