import type { PublishedPost } from '../blog-post.decider.js';
import { aiCodeAssistantsForNonEngineers } from './posts/ai-code-assistants-for-non-engineers.data.js';
import { aiForSeoWithoutThinContent } from './posts/ai-for-seo-without-thin-content.data.js';
import { aiImageGenerationForSocialMedia } from './posts/ai-image-generation-for-social-media.data.js';
import { aiMeetingNotesOtterFirefliesFathomReview } from './posts/ai-meeting-notes-otter-fireflies-fathom-review.data.js';
import { aiPrivacyAndRegulationWhatChangedIn2025 } from './posts/ai-privacy-and-regulation-what-changed-in-2025.data.js';
import { aiToolsTrendsMid2025 } from './posts/ai-tools-trends-mid-2025.data.js';
import { aiVideoToolsForMarketers } from './posts/ai-video-tools-for-marketers.data.js';
import { automateYourWorkflowsWithZapierMakeAndAi } from './posts/automate-your-workflows-with-zapier-make-and-ai.data.js';
import { buildingAContentWorkflowWithAi } from './posts/building-a-content-workflow-with-ai.data.js';
import { chatgptVsClaudeVsGeminiForBusinessWriting } from './posts/chatgpt-vs-claude-vs-gemini-for-business-writing.data.js';
import { howToChooseAnAiWritingAssistant } from './posts/how-to-choose-an-ai-writing-assistant.data.js';
import { measuringTheRoiOfAiTools } from './posts/measuring-the-roi-of-ai-tools.data.js';
import { promptWritingForBusinessStepByStep } from './posts/prompt-writing-for-business-step-by-step.data.js';
import { smallBusinessAiAdoptionRoadmap } from './posts/small-business-ai-adoption-roadmap.data.js';

/** The blog posts the site ships with, oldest first; the seed service publishes each once on first start. */
export const SEED_BLOG_POSTS: readonly PublishedPost[] = [
  howToChooseAnAiWritingAssistant,
  promptWritingForBusinessStepByStep,
  buildingAContentWorkflowWithAi,
  aiMeetingNotesOtterFirefliesFathomReview,
  aiToolsTrendsMid2025,
  aiPrivacyAndRegulationWhatChangedIn2025,
  chatgptVsClaudeVsGeminiForBusinessWriting,
  aiImageGenerationForSocialMedia,
  automateYourWorkflowsWithZapierMakeAndAi,
  aiVideoToolsForMarketers,
  aiForSeoWithoutThinContent,
  smallBusinessAiAdoptionRoadmap,
  aiCodeAssistantsForNonEngineers,
  measuringTheRoiOfAiTools,
];
