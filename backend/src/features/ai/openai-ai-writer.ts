import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { aiKeyRejected, aiMalformedOutput } from './ai-errors.js';
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
import { renderCoverSvg } from './image/cover-svg.js';
import {
  blogPostAnswerSchema,
  emailAnswerSchema,
  imageDirectionAnswerSchema,
  newsAnswerSchema,
  toolEnhancementsAnswerSchema,
} from './openai/openai-answer.schemas.js';
import { mapOpenAiError } from './openai/openai-error-mapping.js';
import { blogPostMessages, emailMessages, enhanceToolsMessages, imageDirectionMessages, newsMessages } from './openai/openai-prompts.js';

export type OpenAiWriterOptions = {
  apiKey: string;
  baseURL?: string;
  /** Blog posts, emails, tool enhancement and image art direction. */
  writerModel: string;
  /** News analysis. */
  analystModel: string;
  timeoutMs: number;
  /** Defaults to 0: the admin retries by hand, and a silent retry would double the wait. */
  maxRetries?: number;
};

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** Enhancement answers grow with the number of tools; batches keep each answer well inside the token limit. */
const ENHANCEMENT_BATCH_SIZE = 10;

/** The OpenAI adapter: chat completions in JSON mode, every answer validated with zod before use. */
export class OpenAiWriter implements AiWriter {
  private readonly client: OpenAI | undefined;

  constructor(private readonly options: OpenAiWriterOptions) {
    // Without a key the writer still describes itself, but every call fails with the key message.
    this.client = options.apiKey.trim()
      ? new OpenAI({
          apiKey: options.apiKey,
          baseURL: options.baseURL ?? DEFAULT_OPENAI_BASE_URL,
          timeout: options.timeoutMs,
          maxRetries: options.maxRetries ?? 0,
        })
      : undefined;
  }

  describe(operation: AiOperation): WriterDescription {
    return { writer: 'openai', model: this.modelFor(operation) };
  }

  async generateBlogPost(request: BlogPostRequest): Promise<BlogPostDraft> {
    const answer = await this.completeJson('generateBlogPost', blogPostMessages(request), blogPostAnswerSchema, 0.7);
    const taken = new Set(request.existingTitles.map((title) => title.trim().toLowerCase()));
    if (taken.has(answer.title.toLowerCase())) throw aiMalformedOutput('generateBlogPost', 'the model reused an existing title');
    return answer;
  }

  async enhanceTools(tools: ToolListing[]): Promise<ToolEnhancement[]> {
    const enhancements: ToolEnhancement[] = [];
    for (let start = 0; start < tools.length; start += ENHANCEMENT_BATCH_SIZE) {
      const batch = tools.slice(start, start + ENHANCEMENT_BATCH_SIZE);
      const answer = await this.completeJson('enhanceTools', enhanceToolsMessages(batch), toolEnhancementsAnswerSchema, 0.3);
      const byId = new Map(answer.tools.map((enhancement) => [enhancement.id, enhancement]));
      const missing = batch.filter((tool) => !byId.has(tool.id));
      if (missing.length > 0) throw aiMalformedOutput('enhanceTools', `the answer left out ${missing.length} of ${batch.length} tools`);
      enhancements.push(...batch.map((tool) => byId.get(tool.id) as ToolEnhancement));
    }
    return enhancements;
  }

  async writeEmail(request: EmailRequest): Promise<EmailDraft> {
    return this.completeJson('writeEmail', emailMessages(request), emailAnswerSchema, 0.7);
  }

  async analyzeNews(request: NewsRequest): Promise<NewsItem[]> {
    const answer = await this.completeJson('analyzeNews', newsMessages(request), newsAnswerSchema, 0.3);
    return answer.newsItems;
  }

  /** The model chooses an art direction; the picture itself is our SVG template (see GeneratedImage). */
  async generateImage(request: ImageRequest): Promise<GeneratedImage> {
    const direction = await this.completeJson('generateImage', imageDirectionMessages(request), imageDirectionAnswerSchema, 0.8);
    const title = request.title.trim();
    const svg = renderCoverSvg({ alt: direction.alt, colourFrom: direction.colourFrom, colourTo: direction.colourTo, motif: direction.motif });
    return { svg, alt: direction.alt, title };
  }

  /** News analysis asks for judgement, so it has its own (usually larger) model; everything else is writing. */
  private modelFor(operation: AiOperation): string {
    return operation === 'analyzeNews' ? this.options.analystModel : this.options.writerModel;
  }

  private async completeJson<Schema extends z.ZodType>(
    operation: AiOperation,
    messages: ChatCompletionMessageParam[],
    schema: Schema,
    temperature: number,
  ): Promise<z.output<Schema>> {
    if (!this.client) throw aiKeyRejected(operation);
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    const startedAt = performance.now();
    try {
      completion = await this.client.chat.completions.create({ model: this.modelFor(operation), messages, temperature, response_format: { type: 'json_object' } });
    } catch (error) {
      throw mapOpenAiError(operation, error, { timeoutMs: this.options.timeoutMs, elapsedMs: performance.now() - startedAt });
    }
    const choice = completion.choices[0];
    if (!choice) throw aiMalformedOutput(operation, 'the answer was empty');
    if (choice.message.refusal) throw aiMalformedOutput(operation, 'the model refused to answer');
    if (choice.finish_reason === 'length') throw aiMalformedOutput(operation, 'the answer was cut off at the length limit');
    let parsed: unknown;
    try {
      parsed = JSON.parse(choice.message.content ?? '');
    } catch {
      throw aiMalformedOutput(operation, 'it was not valid JSON');
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      // Zod messages name the field and the expected type, never the value, so no content leaks into the error.
      const issue = result.error.issues[0];
      throw aiMalformedOutput(operation, `it did not have the expected shape (${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unknown issue'})`);
    }
    return result.data;
  }
}
