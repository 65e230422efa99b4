import type {
  AiOperation,
  AiWriter,
  BlogPostDraft,
  BlogPostRequest,
  EmailDraft,
  EmailRequest,
  GeneratedImage,
  ImageRequest,
  NewsItem,
  NewsRequest,
  ToolEnhancement,
  ToolListing,
  WriterDescription,
} from './ai-writer.port.js';
import { analyzeNews } from './offline/analyze-news.js';
import { composeBlogPost } from './offline/blog/compose-blog-post.js';
import { drawImage } from './offline/draw-image.js';
import { enhanceTool } from './offline/enhance-tool.js';
import { writeEmail } from './offline/write-email.js';

export const OFFLINE_MODEL = 'offline-template-v1';

/**
 * The writer used when no OpenAI key is configured: readable content composed from the
 * catalogue and templates. Deterministic: every method seeds itself from a hash of its
 * input and reads no clock (time is passed in), so the same input gives the same output.
 */
export class OfflineAiWriter implements AiWriter {
  describe(_operation: AiOperation): WriterDescription {
    return { writer: 'offline', model: OFFLINE_MODEL };
  }

  async generateBlogPost(request: BlogPostRequest): Promise<BlogPostDraft> {
    return composeBlogPost(request);
  }

  async enhanceTools(tools: ToolListing[]): Promise<ToolEnhancement[]> {
    return tools.map(enhanceTool);
  }

  async writeEmail(request: EmailRequest): Promise<EmailDraft> {
    return writeEmail(request);
  }

  async analyzeNews(request: NewsRequest): Promise<NewsItem[]> {
    return analyzeNews(request);
  }

  async generateImage(request: ImageRequest): Promise<GeneratedImage> {
    return drawImage(request);
  }
}
