/**
 * The preferences page stores the display names themselves (spec section 3), unlike the
 * subscribe page which sends ids.
 */
export const interestNames = [
  'AI Writing Tools',
  'AI Image Generation',
  'AI Video Creation',
  'AI Code Assistants',
  'AI Business Tools',
  'AI Analytics',
  'AI Marketing',
  'AI Design Tools',
  'AI Research Tools',
  'AI Productivity',
] as const;

export type InterestName = (typeof interestNames)[number];
