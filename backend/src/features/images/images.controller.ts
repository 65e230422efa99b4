import { readFile } from 'node:fs/promises';
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
import { withoutTextElements } from './svg-text.js';
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

  /** The art of a generated drawing on this server by its file name, or null when there is none. */
  private async generatedArt(file: string): Promise<string | null> {
    // A bare file name only: a path with separators never leaves the folder.
    if (!SVG_FILE.test(file)) return null;
    try {
      return withoutTextElements(await readFile(join(this.generated.folder, file), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The post's social card: its title over its own generated cover when it has one on this server, else over the category's gradient. */
  private async socialSvg(post: StoredPost): Promise<string> {
    const art = post.image.startsWith(`${GENERATED_IMAGES_URL}/`) ? await this.generatedArt(post.image.slice(GENERATED_IMAGES_URL.length + 1)) : null;
    return renderBlogImageSvg(post, art ?? undefined);
  }

  @Endpoint(routes.siteSocial)
  siteSocial(@Res() response: Response) {
    return sendPng(response, this.social.png(renderBlogImageSvg(SITE_CARD)));
  }

  /** The 1200x630 PNG a shared post shows (og:image): its cover's art with the category and title, which link previews show whole. */
  @Endpoint(routes.blogSocial)
  async blogSocial(@Param('file') file: string, @Res() response: Response) {
    const post = await this.post(nameOf(file, PNG_FILE));
    return sendPng(response, this.social.png(await this.socialSvg(post)));
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

  /**
   * A generated cover, as art only: files drawn before covers lost their text still carry it, and
   * are served without it under the same URL (see withoutTextElements).
   */
  @Endpoint(routes.generated)
  async generatedImage(@Param('file') file: string, @Res() response: Response) {
    const art = await this.generatedArt(`${nameOf(file)}.svg`);
    if (art === null) throw notFound('Image not found');
    response.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    response.type('image/svg+xml').send(art);
  }
}
