/**
 * The interest vocabulary: what the public forms and the admin tools send (spec sections 3 of both
 * documents). Interests are a closed list, so nobody can store free text in a field that is kept in
 * clear; free text belongs in customInterests, which is sealed with the person's key.
 */
const PUBLIC_INTEREST_IDS = [
  'ai-writing',
  'ai-image',
  'ai-video',
  'ai-code',
  'ai-business',
  'ai-analytics',
  'ai-marketing',
  'ai-design',
  'ai-research',
  'ai-productivity',
] as const;

const PUBLIC_INTEREST_NAMES = [
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

/** The home signup sends business; the admin tools use finance, business, personal and content. */
const ADMIN_INTERESTS = ['business', 'finance', 'personal', 'content'] as const;

export const INTERESTS: readonly string[] = [...PUBLIC_INTEREST_IDS, ...PUBLIC_INTEREST_NAMES, ...ADMIN_INTERESTS];

const canonical = new Map(INTERESTS.map((interest) => [interest.toLowerCase(), interest]));

/** The interest as stored, matched case-insensitively, or null for a value outside the vocabulary. */
export const canonicalInterest = (value: string): string | null => canonical.get(value.trim().toLowerCase()) ?? null;

/** Lead magnets a signup may ask for; each has its own email. */
export const LEAD_MAGNETS = ['ultimate_ai_tools_guide'] as const;
