import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ResponseCache } from '../../core/http/response-cache.js';
import { BLOG_PROJECTION } from './blog.projection.js';
import { BlogService } from './blog.service.js';

@Controller('api/blog-posts')
export class BlogController {
  constructor(
    private readonly blog: BlogService,
    private readonly cache: ResponseCache,
  ) {}

  @Get()
  posts(@Req() request: Request, @Res() response: Response) {
    return this.cache.send(request, response, 'blog-posts', BLOG_PROJECTION, async () =>
      (await this.blog.posts()).map(({ origin: _origin, writer: _writer, model: _model, ...post }) => post),
    );
  }

  @Post(':id/view')
  @HttpCode(200)
  view(@Param('id') id: string, @Req() request: Request) {
    return this.blog.recordView(id.slice(0, 200), request.ip ?? 'unknown');
  }
}
