import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { BlogAdminController } from './blog-admin.controller.js';
import { BlogBriefs } from './blog-briefs.js';
import { BlogController } from './blog.controller.js';
import { BlogPostStreams } from './blog-post-streams.js';
import { DeleteBlogPostHandler } from './commands/delete-blog-post.js';
import { GenerateImageHandler } from './commands/generate-image.js';
import { PreviewBlogPostHandler } from './commands/preview-blog-post.js';
import { PublishGeneratedPostHandler } from './commands/publish-generated-post.js';
import { RecordPostViewHandler } from './commands/record-post-view.js';
import { ResetBlogViewsHandler } from './commands/reset-blog-views.js';
import { SeedBlogPostsHandler } from './commands/seed-blog-posts.js';
import { ViewRateLimiter } from './view-rate-limiter.js';
import { CoverImages } from './cover-images.js';
import { PublishedPosts } from './published-posts.js';
import { CountBlogPostsHandler } from './queries/count-blog-posts.js';
import { ListBlogPostsHandler } from './queries/list-blog-posts.js';

/** Posts, views, AI previews and publication, and generated covers. The tool directory is read through the query bus. */
@Module({
  imports: [AdminAuthModule],
  controllers: [BlogController, BlogAdminController],
  providers: [
    BlogPostStreams,
    PublishedPosts,
    BlogBriefs,
    CoverImages,
    ViewRateLimiter,
    SeedBlogPostsHandler,
    PreviewBlogPostHandler,
    PublishGeneratedPostHandler,
    DeleteBlogPostHandler,
    RecordPostViewHandler,
    ResetBlogViewsHandler,
    GenerateImageHandler,
    ListBlogPostsHandler,
    CountBlogPostsHandler,
  ],
})
export class BlogModule {}
