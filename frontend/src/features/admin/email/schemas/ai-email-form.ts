import type { AdminInterest, Frequency } from '@contract/subscribers.vocabulary';

export type AiEmailValues = { frequency: Frequency; interests: AdminInterest[]; description: string };

/** Spec section 9: weekly, finance, and a description about AI tools for the stock market. */
export const AI_EMAIL_DEFAULTS: AiEmailValues = {
  frequency: 'weekly',
  interests: ['finance'],
  description: 'AI tools for the stock market: research, analysis and trading assistants for individual investors',
};

