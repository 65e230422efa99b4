import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SeedBlogPosts } from '../blog/commands/seed-blog-posts.js';
import { SEED_BLOG_POSTS } from '../blog/data/blog-posts.data.js';
import { SeedCatalogue } from '../catalogue/commands/seed-catalogue.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from '../catalogue/data/guide.data.js';
import { SEED_TOOLS } from '../catalogue/data/tools.data.js';

/**
 * Puts the content the site ships with into the event store on first start. Each tool, post and the
 * guide is appended only to a stream with no history, so a second start, or a second instance on the
 * same store, adds nothing; an item the admin has since removed stays removed.
 * Runs after app.init(), once the command bus knows its handlers.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(private readonly commands: CommandBus) {}

  async seed(): Promise<number> {
    const seeded =
      (await this.commands.execute(new SeedCatalogue(SEED_TOOLS, { intro: GUIDE_INTRO, categories: [...GUIDE_CATEGORIES] }))) +
      (await this.commands.execute(new SeedBlogPosts(SEED_BLOG_POSTS)));
    if (seeded > 0) this.logger.log(`Seeded ${seeded} catalogue, guide and blog events`);
    return seeded;
  }
}
