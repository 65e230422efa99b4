import { z } from 'zod';

/** The 15 filter categories of the tools directory (spec section 9); a tool's tags use exactly these names. */
export const TOOL_CATEGORIES = [
  'Writing',
  'Images',
  'Video',
  'Audio',
  'Coding',
  'Marketing',
  'Productivity',
  'Design',
  'Analytics',
  'Automation',
  'Assistant',
  'Research',
  'SEO',
  'Editing',
  'Transcription',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Tailwind colour families and shades that the image renderer can turn into hex (see tailwind-palette.data.ts). */
export const TAILWIND_COLOUR_FAMILIES = [
  'slate', 'gray', 'zinc', 'neutral', 'stone', 'red', 'orange', 'amber', 'yellow', 'lime', 'green',
  'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose',
] as const;
export type TailwindColourFamily = (typeof TAILWIND_COLOUR_FAMILIES)[number];
export const TAILWIND_SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type TailwindShade = (typeof TAILWIND_SHADES)[number];

const colourPattern = `(${TAILWIND_COLOUR_FAMILIES.join('|')})-(${TAILWIND_SHADES.join('|')})`;
const gradientFromSchema = z.string().regex(new RegExp(`^from-${colourPattern}$`), 'Expected a class like from-violet-500');
const gradientToSchema = z.string().regex(new RegExp(`^to-${colourPattern}$`), 'Expected a class like to-fuchsia-500');

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug');
const httpsUrlSchema = z.url({ protocol: /^https$/ });
const nonEmptyText = z.string().trim().min(1);

export const toolSchema = z.object({
  id: slugSchema,
  name: nonEmptyText,
  description: nonEmptyText,
  /**
   * The seed data uses the app-served card /images/tools/<id>.svg (see toolImagePath); an operator's
   * tools.json may instead point at another app path or an https image.
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
});
export type Tool = z.infer<typeof toolSchema>;

/** What an AI enhancement says about a tool: the values its details dialog shows. */
export const enhancementSchema = z.object({
  rating: z.number(),
  reviewCount: z.number().int(),
  pros: z.array(z.string()),
  features: z.array(z.string()),
  useCases: z.array(z.string()),
});
export type Enhancement = z.infer<typeof enhancementSchema>;

export const toolImagePath = (toolId: string): string => `/images/tools/${toolId}.svg`;

export const GUIDE_CATEGORY_IDS = [
  'content-creation',
  'image-video',
  'code-development',
  'business-intelligence',
  'productivity-automation',
  'customer-support',
  'audio-music',
  'research-education',
  'marketing-social',
  'finance-business',
  'security-privacy',
] as const;
export type GuideCategoryId = (typeof GUIDE_CATEGORY_IDS)[number];

export const IMPLEMENTATION_TIMES = ['1 day', '1 week', '2-3 weeks', '4-8 weeks'] as const;
export type ImplementationTime = (typeof IMPLEMENTATION_TIMES)[number];
export const LEARNING_CURVES = ['Easy', 'Medium', 'Hard'] as const;
export type LearningCurve = (typeof LEARNING_CURVES)[number];

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

export const guideCategorySchema = z.object({
  id: z.enum(GUIDE_CATEGORY_IDS),
  name: nonEmptyText,
  /** A lucide-react icon component name, resolved by the frontend. */
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
  /** Tailwind classes for the category heading badge. */
  color: nonEmptyText,
  tools: z.array(guideToolSchema).min(1),
});
export type GuideCategory = z.infer<typeof guideCategorySchema>;

export const guideIntroSchema = z.object({
  whatIsAI: nonEmptyText,
  howItsChanging: nonEmptyText,
  benefits: z.array(nonEmptyText).length(5),
});
export type GuideIntro = z.infer<typeof guideIntroSchema>;
