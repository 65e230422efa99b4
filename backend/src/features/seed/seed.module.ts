import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [CatalogueModule, BlogModule], providers: [SeedService] })
export class SeedModule {}
