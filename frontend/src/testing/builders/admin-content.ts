import type { BlogPostPreview, GeneratedImageAnswer } from '@contract/blog.contract';
import type { EnhancementReport, RefreshReport } from '@contract/catalogue.contract';

export const buildRefreshReport = (overrides: Partial<RefreshReport> = {}): RefreshReport => ({
  source: 'built-in catalogue',
  added: 2,
  changed: 1,
  removed: 0,
  unchanged: 29,
  total: 32,
  ...overrides,
});

export const buildEnhancementReport = (overrides: Partial<EnhancementReport> = {}): EnhancementReport => ({
  writer: 'offline',
  model: 'offline-writer',
  enhanced: 1,
  unchanged: 31,
  skipped: [],
  changes: [{ id: 'tool-1', name: 'Jasper', fields: { rating: { from: 4.5, to: 4.7 }, pros: { from: ['Fast'], to: ['Fast', 'Accurate'] } } }],
  ...overrides,
});

export const buildBlogPreview = (overrides: Partial<BlogPostPreview> = {}): BlogPostPreview => ({
  title: 'Five AI Tools for Small Accounting Firms',
  category: 'Guide',
  excerpt: 'How a small firm can save hours every week.',
  content: `${'A'.repeat(200)}${'B'.repeat(50)}`,
  ...overrides,
});

export const buildGeneratedImage = (overrides: Partial<GeneratedImageAnswer> = {}): GeneratedImageAnswer => ({
  previewUrl: '/images/generated/cover-1.svg',
  imagePath: 'images/generated/cover-1.svg',
  metadata: { alt: 'Cover image for Testing covers', title: 'Testing covers' },
  ...overrides,
});
