/** The ten interest categories of the dedicated subscribe page: ids are what it sends, labels what it shows. */
export const interestOptions = [
  { id: 'ai-writing', label: 'AI Writing Tools' },
  { id: 'ai-image', label: 'AI Image Generation' },
  { id: 'ai-video', label: 'AI Video Creation' },
  { id: 'ai-code', label: 'AI Code Assistants' },
  { id: 'ai-business', label: 'AI Business Tools' },
  { id: 'ai-analytics', label: 'AI Analytics' },
  { id: 'ai-marketing', label: 'AI Marketing' },
  { id: 'ai-design', label: 'AI Design Tools' },
  { id: 'ai-research', label: 'AI Research Tools' },
  { id: 'ai-productivity', label: 'AI Productivity' },
] as const;

export type InterestId = (typeof interestOptions)[number]['id'];

export const interestIds = interestOptions.map((option) => option.id) as [InterestId, ...InterestId[]];
