import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { BlogService } from './blog.service.js';

const topicSchema = z.strictObject({
  topic: z
    .string({ error: 'must be text' })
    .max(300, 'must be at most 300 characters')
    .refine((topic) => topic.trim().length > 0, 'must not be blank when given')
    .transform((topic) => topic.trim())
    .nullish(),
});
const optionalTopic = (body: unknown) => parseInput(topicSchema, body ?? {}).topic ?? null;

const imageSchema = z.strictObject({
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(1000, 'must be at most 1000 characters')
    .nullish()
    .transform((value) => value || null),
});

/** The admin's blog tools; every action is an event with the admin as actor. */
@Controller('api')
@UseGuards(AdminGuard)
export class BlogAdminController {
  constructor(private readonly blog: BlogService) {}

  @Post('admin/preview-blog')
  @HttpCode(200)
  preview(@Body() body: unknown) {
    return this.blog.preview(optionalTopic(body));
  }

  @Post('generate-blog')
  @HttpCode(201)
  generate(@Body() body: unknown) {
    return this.blog.generate(optionalTopic(body));
  }

  @Delete('admin/blog-posts/:id')
  async delete(@Param('id') id: string) {
    await this.blog.delete(id.slice(0, 200));
    return { deleted: true };
  }

  @Post('admin/reset-blog-views')
  @HttpCode(200)
  resetViews() {
    return this.blog.resetViews();
  }

  @Post('test/generate-image')
  @HttpCode(200)
  generateImage(@Body() body: unknown) {
    const { title, description } = parseInput(imageSchema, body);
    return this.blog.generateImage(title, description);
  }

  @Post('test/create-blog-and-post')
  @HttpCode(200)
  async createAndPost() {
    const post = await this.blog.generate(null);
    return { blog: { title: post.title, slug: post.slug }, facebookPosted: false, reason: 'Facebook is not configured yet' };
  }
}
