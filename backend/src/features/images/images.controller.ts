import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { imageRoutes as routes } from '../../contract/images.contract.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { BLOG_PROJECTION, type BlogPostView, POSTS } from '../blog/blog.projection.js';
import { GeneratedImages } from '../blog/generated-images.js';
import { CATALOGUE_PROJECTION, TOOLS, type ToolView } from '../catalogue/catalogue.projection.js';
import { renderBlogImageSvg } from './blog-card.js';
import { renderToolImageSvg } from './tool-card.js';

const SVG_FILE = /^([a-z0-9][a-z0-9-]{0,120})\.svg$/;

const sendSvg = (response: Response, svg: string, maxAgeSeconds: number) => {
  response.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  response.type('image/svg+xml').send(svg);
};

const nameOf = (file: string) => {
  const match = SVG_FILE.exec(file);
  if (!match) throw notFound('Image not found');
  return match[1];
};

/** Every image the site shows is served by the app itself: cards drawn from the read models, and generated files. */
@Controller()
export class ImagesController {
  constructor(
    private readonly readModels: ReadModels,
    private readonly generated: GeneratedImages,
  ) {}

  @Endpoint(routes.fallback)
  fallback(@Res() response: Response) {
    sendSvg(response, renderBlogImageSvg({ title: 'AI Navigator', category: 'Guide' }), 86_400);
  }

  @Endpoint(routes.tool)
  async tool(@Param('file') file: string, @Res() response: Response) {
    const tool = await this.readModels.get<ToolView>(CATALOGUE_PROJECTION, TOOLS, nameOf(file));
    if (!tool) throw notFound('Image not found');
    sendSvg(response, renderToolImageSvg(tool), 3600);
  }

  @Endpoint(routes.blog)
  async blog(@Param('file') file: string, @Res() response: Response) {
    const slug = nameOf(file);
    const [post] = await this.readModels.find<BlogPostView>(BLOG_PROJECTION, POSTS, { where: { slug }, limit: 1 });
    if (!post) throw notFound('Image not found');
    sendSvg(response, renderBlogImageSvg(post), 3600);
  }

  @Endpoint(routes.generated)
  generatedImage(@Param('file') file: string, @Res() response: Response) {
    const path = join(this.generated.folder, `${nameOf(file)}.svg`);
    if (!existsSync(path)) throw notFound('Image not found');
    response.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    response.type('image/svg+xml').sendFile(path);
  }
}
