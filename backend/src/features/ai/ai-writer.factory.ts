import type { AiWriter } from './ai-writer.port.js';
import { OfflineAiWriter } from './offline-ai-writer.js';

export type AiConfig = {
  /** When absent or blank, the offline writer is used. */
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  writerModel: string;
  analystModel: string;
  timeoutMs?: number;
};

export const DEFAULT_AI_CONFIG = {
  writerModel: 'gpt-3.5-turbo',
  analystModel: 'gpt-4o',
  timeoutMs: 30_000,
} as const satisfies Omit<AiConfig, 'openaiApiKey'>;

/** OpenAI when a key is configured, the offline writer otherwise. OpenAI's SDK is loaded only then. */
export const createAiWriter = async (config: AiConfig): Promise<AiWriter> => {
  const apiKey = config.openaiApiKey?.trim();
  if (!apiKey) return new OfflineAiWriter();
  const { OpenAiWriter } = await import('./openai-ai-writer.js');
  return new OpenAiWriter({
    apiKey,
    baseURL: config.openaiBaseUrl,
    writerModel: config.writerModel,
    analystModel: config.analystModel,
    timeoutMs: config.timeoutMs ?? DEFAULT_AI_CONFIG.timeoutMs,
  });
};
