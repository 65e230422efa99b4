import type { Enhancement, Tool } from '@contract/catalogue.contract';

let toolSequence = 0;

/** A valid directory tool; override only what a test is about. */
export const buildTool = (overrides: Partial<Tool> = {}): Tool => {
  toolSequence += 1;
  const id = overrides.id ?? `tool-${toolSequence}`;
  return {
    id,
    name: `Tool ${toolSequence}`,
    description: `Description of tool ${toolSequence}`,
    image: `/images/tools/${id}.svg`,
    tags: ['Writing'],
    featured: false,
    createdAt: '2025-01-01',
    reviewCount: 10,
    rating: 4.5,
    pros: ['Fast'],
    keyFeatures: ['Drafting'],
    useCases: ['Blog posts'],
    affiliateUrl: `https://example.com/${id}`,
    gradientFrom: 'from-violet-500',
    gradientTo: 'to-fuchsia-500',
    ...overrides,
  };
};

export const buildEnhancedToolData = (overrides: Partial<Enhancement> = {}): Enhancement => ({
  rating: 4.7,
  reviewCount: 1234,
  pros: ['Accurate research summaries'],
  features: ['Team workspaces'],
  useCases: ['Market research'],
  ...overrides,
});

export const buildTools = (count: number, overrides: Partial<Tool> = {}): Tool[] =>
  Array.from({ length: count }, () => buildTool(overrides));
