import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { SeedService } from './seed.service.js';

/** Imports the features whose seed command handlers SeedService sends to. */
@Module({ imports: [CatalogueModule, BlogModule], providers: [SeedService] })
export class SeedModule {}
