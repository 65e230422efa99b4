import { Injectable, Logger } from '@nestjs/common';
import { BlogService } from '../blog/blog.service.js';
import { SEED_BLOG_POSTS } from '../blog/data/blog-posts.data.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from '../catalogue/data/guide.data.js';
import { SEED_TOOLS } from '../catalogue/data/tools.data.js';

/**
 * Puts the content the site ships with into the event store on first start. Each tool, post and the
 * guide is appended only to a stream with no history, so a second start, or a second instance on the
 * same store, adds nothing; an item the admin has since removed stays removed.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly blog: BlogService,
  ) {}

  async seed(): Promise<number> {
    const seeded =
      (await this.catalogue.seed(SEED_TOOLS, { intro: GUIDE_INTRO, categories: [...GUIDE_CATEGORIES] })) +
      (await this.blog.seed(SEED_BLOG_POSTS));
    if (seeded > 0) this.logger.log(`Seeded ${seeded} catalogue, guide and blog events`);
    return seeded;
  }
}
