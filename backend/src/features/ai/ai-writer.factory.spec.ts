import { describe, expect, it } from '@jest/globals';
import { createAiWriter, DEFAULT_AI_CONFIG } from './ai-writer.factory.js';
import { OfflineAiWriter } from './offline-ai-writer.js';
import { OpenAiWriter } from './openai-ai-writer.js';

describe('createAiWriter', () => {
  it('uses the offline writer when no key or a blank key is configured', async () => {
    expect(await createAiWriter({ ...DEFAULT_AI_CONFIG })).toBeInstanceOf(OfflineAiWriter);
    expect(await createAiWriter({ ...DEFAULT_AI_CONFIG, openaiApiKey: '   ' })).toBeInstanceOf(OfflineAiWriter);
  });

  it('uses OpenAI with the configured writer model when a key is set', async () => {
    const writer = await createAiWriter({ openaiApiKey: 'sk-test', writerModel: 'gpt-4o-mini', analystModel: 'gpt-4o' });
    expect(writer).toBeInstanceOf(OpenAiWriter);
    expect(writer.describe('generateBlogPost')).toEqual({ writer: 'openai', model: 'gpt-4o-mini' });
    expect(writer.describe('analyzeNews')).toEqual({ writer: 'openai', model: 'gpt-4o' });
  });
});
