import { ADMIN_INTERESTS, type AdminInterest, type Frequency } from '@contract/subscribers.vocabulary';

export type AiEmailValues = { frequency: Frequency; interests: AdminInterest[]; description: string };

/** Spec section 9: weekly, finance, and a description about AI tools for the stock market. */
export const AI_EMAIL_DEFAULTS: AiEmailValues = {
  frequency: 'weekly',
  interests: ['finance'],
  description: 'AI tools for the stock market: research, analysis and trading assistants for individual investors',
};

/** The interests in the vocabulary's order, whatever order they were ticked in. */
export const withInterest = (interests: readonly AdminInterest[], interest: AdminInterest, picked: boolean): AdminInterest[] =>
  ADMIN_INTERESTS.filter((candidate) => (candidate === interest ? picked : interests.includes(candidate)));
