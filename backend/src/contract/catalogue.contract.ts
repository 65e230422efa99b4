import { z } from 'zod';
import {
  AI_WRITERS,
  ENHANCEMENT_FIELDS,
  GUIDE_CATEGORY_IDS,
  IMPLEMENTATION_TIMES,
  LEARNING_CURVES,
  TAILWIND_COLOUR_FAMILIES,
  TAILWIND_SHADES,
  TOOL_CATEGORIES,
} from './catalogue.vocabulary.js';
import { defineRoute, mediaAnswer, notModified, routeGroup } from './define-route.js';

const colourPattern = `(${TAILWIND_COLOUR_FAMILIES.join('|')})-(${TAILWIND_SHADES.join('|')})`;
const gradientFromSchema = z.string().regex(new RegExp(`^from-${colourPattern}$`), 'Expected a class like from-violet-500');
const gradientToSchema = z.string().regex(new RegExp(`^to-${colourPattern}$`), 'Expected a class like to-fuchsia-500');

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug');
const httpsUrlSchema = z.url({ protocol: /^https$/ });
const nonEmptyText = z.string().trim().min(1);

/** A tool of the directory: what the catalogue file holds, what the events carry and what GET /api/tools answers. */
export const toolSchema = z
  .object({
    id: slugSchema,
    name: nonEmptyText,
    description: nonEmptyText,
    /**
     * The seed data uses the app-served card /images/tools/<id>.svg; an operator's tools.json may
     * instead point at another app path or an https image.
     */
    image: z.union([z.string().regex(/^\/images\/[a-z0-9/_-]+\.(?:svg|png|jpe?g|webp)$/), httpsUrlSchema]),
    tags: z.array(z.enum(TOOL_CATEGORIES)).min(1),
    featured: z.boolean(),
    createdAt: z.iso.date(),
    reviewCount: z.number().int().nonnegative(),
    rating: z.number().min(1).max(5).multipleOf(0.1),
    pros: z.array(nonEmptyText),
    keyFeatures: z.array(nonEmptyText),
    useCases: z.array(nonEmptyText),
    /** The vendor's real site; the public UI opens it in a new tab. */
    affiliateUrl: httpsUrlSchema,
    gradientFrom: gradientFromSchema,
    gradientTo: gradientToSchema,
  })
  .meta({ id: 'Tool' });
export type Tool = z.infer<typeof toolSchema>;

export const guideToolSchema = z.object({
  name: nonEmptyText,
  description: nonEmptyText,
  rating: z.number().min(3.6).max(4.9).multipleOf(0.1),
  /** Free text on purpose: the spec attaches no business rules to pricing. */
  pricing: nonEmptyText,
  features: z.array(nonEmptyText).min(1),
  link: httpsUrlSchema,
  bonus: nonEmptyText,
  category: z.enum(GUIDE_CATEGORY_IDS),
  useCase: nonEmptyText,
  implementationTime: z.enum(IMPLEMENTATION_TIMES),
  learningCurve: z.enum(LEARNING_CURVES),
  isAffiliate: z.boolean().optional(),
});
export type GuideTool = z.infer<typeof guideToolSchema>;

export const guideCategorySchema = z
  .object({
    id: z.enum(GUIDE_CATEGORY_IDS),
    name: nonEmptyText,
    /** A lucide-react icon component name, resolved by the frontend. */
    icon: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
    /** Tailwind classes for the category heading badge. */
    color: nonEmptyText,
    tools: z.array(guideToolSchema).min(1),
  })
  .meta({ id: 'GuideCategory' });
export type GuideCategory = z.infer<typeof guideCategorySchema>;

export const guideIntroSchema = z.object({
  whatIsAI: nonEmptyText,
  howItsChanging: nonEmptyText,
  benefits: z.array(nonEmptyText).length(5),
});
export type GuideIntro = z.infer<typeof guideIntroSchema>;

export const guideSchema = z.object({ intro: guideIntroSchema, categories: z.array(guideCategorySchema) });
export type Guide = z.infer<typeof guideSchema>;

/** What the tool details show: the latest AI enhancement, else the listed values. */
export const enhancementSchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int(),
  pros: z.array(z.string()),
  features: z.array(z.string()),
  useCases: z.array(z.string()),
});
export type Enhancement = z.infer<typeof enhancementSchema>;

export const refreshReportSchema = z.object({
  source: z.string().describe('catalogue/tools.json or the built-in catalogue'),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
  total: z.number().int(),
});
export type RefreshReport = z.infer<typeof refreshReportSchema>;

const fieldChange = <Value extends z.ZodType>(value: Value) => z.object({ from: value, to: value });
export const enhancementFieldChangesSchema = z
  .object({
    rating: fieldChange(enhancementSchema.shape.rating),
    reviewCount: fieldChange(enhancementSchema.shape.reviewCount),
    pros: fieldChange(enhancementSchema.shape.pros),
    features: fieldChange(enhancementSchema.shape.features),
    useCases: fieldChange(enhancementSchema.shape.useCases),
  } satisfies Record<(typeof ENHANCEMENT_FIELDS)[number], z.ZodType>)
  .partial();
export type EnhancementFieldChanges = z.infer<typeof enhancementFieldChangesSchema>;

const toolReference = z.object({ id: z.string(), name: z.string() });
/** Which AI writer answered (the offline one when no OpenAI key is set) and its model. */
export const writerDescriptionSchema = z.object({ writer: z.enum(AI_WRITERS), model: z.string() });
export type WriterDescription = z.infer<typeof writerDescriptionSchema>;

export const enhancementReportSchema = writerDescriptionSchema.extend({
  enhanced: z.number().int().describe('How many tools got a new enhancement: the length of `changes`'),
  unchanged: z.number().int(),
  skipped: z.array(toolReference).describe('Tools removed while the writer was working: nothing was recorded for them'),
  changes: z.array(toolReference.extend({ fields: enhancementFieldChangesSchema })),
});
export type EnhancementReport = z.infer<typeof enhancementReportSchema>;

/** A tool name (any case) or id as it appears in a URL; longer than any name we list is no lookup worth making. */
export const toolNameSchema = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters');

const cachedRead = 'Served from memory with a strong ETag and `Cache-Control: no-cache`; send If-None-Match to get 304.';

export const catalogueRoutes = routeGroup('Catalogue', {
  tools: defineRoute({
    method: 'GET',
    path: '/api/tools',
    auth: 'public',
    summary: 'Every tool of the directory, by name',
    description: cachedRead,
    responses: { 200: z.array(toolSchema), 304: notModified },
  }),
  featured: defineRoute({
    method: 'GET',
    path: '/api/tools/featured',
    auth: 'public',
    summary: 'The featured tools',
    description: cachedRead,
    responses: { 200: z.array(toolSchema), 304: notModified },
  }),
  enhanced: defineRoute({
    method: 'GET',
    path: '/api/tools/:name/enhanced',
    auth: 'public',
    summary: "A tool's enhanced data",
    description: `The latest AI enhancement, else the listed values (\`features\` is the listed \`keyFeatures\`). ${cachedRead}`,
    params: z.object({ name: toolNameSchema.describe('The tool name (any case) or its id') }),
    responses: { 200: enhancementSchema, 304: notModified },
    errors: [404],
  }),
  guide: defineRoute({
    method: 'GET',
    path: '/api/guide',
    auth: 'public',
    summary: 'The AI tools guide',
    description: `404 before the guide is published. ${cachedRead}`,
    responses: { 200: guideSchema, 304: notModified },
    errors: [404],
  }),
  guideDownload: defineRoute({
    method: 'GET',
    path: '/api/guide/download',
    auth: 'public',
    summary: 'The guide as a PDF, from the signed link in the guide email',
    description:
      'Built from the published guide: every category and tool with pricing, implementation time and learning curve, and the implementation strategies. 403 when the link is forged or expired (links last 90 days), 404 before the guide is published.',
    query: z.object({ token: z.string().max(2048).optional().describe('The signed download token of the guide email') }),
    responses: { 200: mediaAnswer('application/pdf', 'The Ultimate AI Tools Guide 2025, as an attachment') },
    errors: [403, 404],
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/admin/refresh-tools',
    auth: 'admin',
    summary: 'Make the directory match the catalogue source',
    description:
      'The source is DATA_DIR/catalogue/tools.json if present, else the built-in list. 400 if the file is not valid JSON, fails the tool schema or repeats an id; nothing is changed then.',
    responses: { 200: refreshReportSchema },
    errors: [400, 412, 503],
  }),
  enhance: defineRoute({
    method: 'POST',
    path: '/api/admin/enhance-tools',
    auth: 'admin',
    summary: 'Ask the AI writer to enhance every tool',
    description: 'Records an enhancement only for a tool whose answer differs from what the enhanced endpoint shows today; `changes` lists those, field by field.',
    responses: { 200: enhancementReportSchema },
    errors: [412, 429, 502, 503],
  }),
});
