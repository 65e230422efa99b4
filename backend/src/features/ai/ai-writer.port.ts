/**
 * The AI port: everything the product asks an AI to write goes through `AiWriter`.
 * Two adapters exist: OpenAI (when OPENAI_API_KEY is set) and an offline writer that
 * composes content from the catalogue with templates. Callers never know which one runs;
 * they record `describe(operation)` in their events so the audit trail says who wrote what.
 */
import type { BlogCategory } from '../../contract/blog.vocabulary.js';
import type { AiWriterName } from '../../contract/catalogue.vocabulary.js';
import type { Frequency } from '../../contract/subscribers.vocabulary.js';

/** The part of a catalogue tool that the writers need; the caller maps its own tool type onto it. */
export type ToolSummary = {
  id: string;
  name: string;
  description: string;
  tags: string[];
};

export type NewsItem = {
  headline: string;
  summary: string;
  category: string;
};

/** A newsletter email is written for one of the subscribers' frequencies. */
export type EmailFrequency = Frequency;

/** Each thing an AI writer is asked to do; an adapter may use a different model for each. */
export type AiOperation = 'generateBlogPost' | 'enhanceTools' | 'writeEmail' | 'analyzeNews' | 'generateImage';

export type WriterDescription = { writer: AiWriterName; model: string };

export type BlogPostRequest = {
  /** Optional custom topic from the admin; when given, the post is about it. */
  topic?: string;
  catalogue: ToolSummary[];
  /** Titles already published, so the writer does not repeat one. */
  existingTitles: string[];
};

/** Content uses light markup: '#'..'####' headings, '- ' bullets, '1. ' numbered items, **bold**, *italic*. */
export type BlogPostDraft = {
  title: string;
  category: BlogCategory;
  excerpt: string;
  content: string;
};

/**
 * A tool as the directory lists it today, given to `enhanceTools`: the writer improves on these
 * values, and a writer that cannot research (the offline one) keeps them.
 */
export type ToolListing = ToolSummary & {
  rating: number;
  reviewCount: number;
  pros: string[];
  features: string[];
  useCases: string[];
};

export type ToolEnhancement = {
  id: string;
  rating: number;
  reviewCount: number;
  pros: string[];
  features: string[];
  useCases: string[];
};

/** Content uses the same light markup as blog posts. */
export type EmailDraft = { subject: string; content: string };

export type EmailRequest = {
  frequency: EmailFrequency;
  interests: string[];
  customInterests?: string;
  news?: NewsItem[];
  tools: ToolSummary[];
  /**
   * The date the newsletter goes out ('YYYY-MM-DD', a draft's target date): the picks vary from one
   * date to the next, so a daily reader does not get the same mail every morning. Absent for the
   * previews, which are not tied to a date.
   */
  forDate?: string;
  /** Rewrite this draft as the editor asks, instead of writing a new one. */
  revision?: { draft: EmailDraft; request: string };
};

export type NewsRequest = { tools: ToolSummary[]; now: Date };

export type ImageRequest = { title: string; description?: string };

/**
 * No image model runs offline, and OpenAI image output is binary with its own costs and
 * storage concerns, so an "image" here is SVG markup: the offline writer draws it from
 * the title alone; the OpenAI writer asks the model for an art direction (colours, motif,
 * alt text) and renders that into the same SVG template. The picture holds no text.
 */
export type GeneratedImage = { svg: string; alt: string; title: string };

export interface AiWriter {
  /** Who writes the answers to `operation`, and with which model: recorded beside every stored result. */
  describe(operation: AiOperation): WriterDescription;
  generateBlogPost(request: BlogPostRequest): Promise<BlogPostDraft>;
  /** One enhancement per tool given, in the same order. */
  enhanceTools(tools: ToolListing[]): Promise<ToolEnhancement[]>;
  writeEmail(request: EmailRequest): Promise<EmailDraft>;
  analyzeNews(request: NewsRequest): Promise<NewsItem[]>;
  generateImage(request: ImageRequest): Promise<GeneratedImage>;
}

export const AI_WRITER = Symbol('AI_WRITER');
