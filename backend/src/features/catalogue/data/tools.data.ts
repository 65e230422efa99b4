import type { Tool } from '../../../contract/catalogue.contract.js';
import { BUSINESS_AND_RESEARCH_TOOLS } from './tools/business-and-research.data.js';
import { CODING_TOOLS } from './tools/coding.data.js';
import { IMAGE_AND_DESIGN_TOOLS } from './tools/images-and-design.data.js';
import { VIDEO_AND_AUDIO_TOOLS } from './tools/video-and-audio.data.js';
import { WRITING_AND_ASSISTANT_TOOLS } from './tools/writing-and-assistants.data.js';

/**
 * The built-in tools catalogue, seeded on first start when no operator tools.json exists.
 * Descriptions summarise what each vendor offers; nothing here claims first-hand testing,
 * and review counts and ratings are directory values, not figures from the vendors.
 */
export const SEED_TOOLS: readonly Tool[] = [
  ...WRITING_AND_ASSISTANT_TOOLS,
  ...IMAGE_AND_DESIGN_TOOLS,
  ...VIDEO_AND_AUDIO_TOOLS,
  ...CODING_TOOLS,
  ...BUSINESS_AND_RESEARCH_TOOLS,
];
