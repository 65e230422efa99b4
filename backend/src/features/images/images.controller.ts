import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { imageRoutes as routes } from '../../contract/images.contract.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { BLOG_PROJECTION, POSTS, type StoredPost } from '../blog/blog.projection.js';
import { GENERATED_IMAGES_URL, GeneratedImages } from '../blog/generated-images.js';
import { CATALOGUE_PROJECTION, TOOLS, type ToolView } from '../catalogue/catalogue.projection.js';
import { renderBlogCoverSvg, renderBlogImageSvg } from './blog-card.js';
import { SocialImages } from './social-image.js';
import { renderToolImageSvg } from './tool-card.js';

const SVG_FILE = /^([a-z0-9][a-z0-9-]{0,120})\.svg$/;
const PNG_FILE = /^([a-z0-9][a-z0-9-]{0,120})\.png$/;

/** The site's card for pages without one of their own: the blog card design with the site's line. */
const SITE_CARD = { title: 'Discover, compare and master the AI tools that matter', category: 'AI tools directory' };

const sendSvg = (response: Response, svg: string, maxAgeSeconds: number) => {
  response.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  response.type('image/svg+xml').send(svg);
};

const sendPng = async (response: Response, png: Buffer | Promise<Buffer>) => {
  response.setHeader('Cache-Control', 'public, max-age=86400');
  response.type('image/png').send(await png);
};

const nameOf = (file: string, pattern = SVG_FILE) => {
  const match = pattern.exec(file);
  if (!match) throw notFound('Image not found');
  return match[1];
};

/** Every image the site shows is served by the app itself: cards drawn from the read models, and generated files. */
@Controller()
export class ImagesController {
  constructor(
    private readonly readModels: ReadModels,
    private readonly generated: GeneratedImages,
    private readonly social: SocialImages,
  ) {}

  private async post(slug: string): Promise<StoredPost> {
    const [post] = await this.readModels.find<StoredPost>(BLOG_PROJECTION, POSTS, { where: { slug }, limit: 1 });
    if (!post) throw notFound('Image not found');
    return post;
  }

  /** The post's own cover when it is a generated drawing on this server, else its blog card. */
  private coverSvg(post: StoredPost): string {
    if (post.image.startsWith(`${GENERATED_IMAGES_URL}/`)) {
      const file = post.image.slice(GENERATED_IMAGES_URL.length + 1);
      // A bare file name only: a path with separators never leaves the folder.
      const path = join(this.generated.folder, file);
      if (SVG_FILE.test(file) && existsSync(path)) return readFileSync(path, 'utf8');
    }
    return renderBlogImageSvg(post);
  }

  @Endpoint(routes.siteSocial)
  siteSocial(@Res() response: Response) {
    return sendPng(response, this.social.png(renderBlogImageSvg(SITE_CARD)));
  }

  /** The 1200x630 PNG a shared post shows (og:image), drawn from the same design as its cover. */
  @Endpoint(routes.blogSocial)
  async blogSocial(@Param('file') file: string, @Res() response: Response) {
    const post = await this.post(nameOf(file, PNG_FILE));
    return sendPng(response, this.social.png(this.coverSvg(post)));
  }

  @Endpoint(routes.fallback)
  fallback(@Res() response: Response) {
    sendSvg(response, renderBlogCoverSvg({ title: 'AI Navigator', category: 'Guide' }), 86_400);
  }

  @Endpoint(routes.tool)
  async tool(@Param('file') file: string, @Res() response: Response) {
    const tool = await this.readModels.get<ToolView>(CATALOGUE_PROJECTION, TOOLS, nameOf(file));
    if (!tool) throw notFound('Image not found');
    sendSvg(response, renderToolImageSvg(tool), 3600);
  }

  @Endpoint(routes.blog)
  async blog(@Param('file') file: string, @Res() response: Response) {
    sendSvg(response, renderBlogCoverSvg(await this.post(nameOf(file))), 3600);
  }

  @Endpoint(routes.generated)
  generatedImage(@Param('file') file: string, @Res() response: Response) {
    const path = join(this.generated.folder, `${nameOf(file)}.svg`);
    if (!existsSync(path)) throw notFound('Image not found');
    response.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    response.type('image/svg+xml').sendFile(path);
  }
}
