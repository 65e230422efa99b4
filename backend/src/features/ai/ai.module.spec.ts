import { describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import { AI_WRITER, type AiWriter } from './ai-writer.port.js';
import { AiModule, createAiWriter, DEFAULT_AI_CONFIG } from './ai.module.js';
import { OfflineAiWriter } from './offline-ai-writer.js';
import { OpenAiWriter } from './openai-ai-writer.js';

describe('createAiWriter', () => {
  it('uses the offline writer when no key or a blank key is configured', () => {
    expect(createAiWriter({ ...DEFAULT_AI_CONFIG })).toBeInstanceOf(OfflineAiWriter);
    expect(createAiWriter({ ...DEFAULT_AI_CONFIG, openaiApiKey: '   ' })).toBeInstanceOf(OfflineAiWriter);
  });

  it('uses OpenAI with the configured writer model when a key is set', () => {
    const writer = createAiWriter({ openaiApiKey: 'sk-test', writerModel: 'gpt-4o-mini', analystModel: 'gpt-4o' });
    expect(writer).toBeInstanceOf(OpenAiWriter);
    expect(writer.describe()).toEqual({ writer: 'openai', model: 'gpt-4o-mini' });
  });
});

describe('AiModule', () => {
  it('provides AI_WRITER from a static config', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AiModule.forRoot({ ...DEFAULT_AI_CONFIG })] }).compile();
    expect(moduleRef.get<AiWriter>(AI_WRITER).describe()).toEqual({ writer: 'offline', model: 'offline-template-v1' });
    await moduleRef.close();
  });

  it('provides AI_WRITER from an injected config', async () => {
    const CONFIG = Symbol('CONFIG');
    const moduleRef = await Test.createTestingModule({
      imports: [
        AiModule.forRootAsync({
          imports: [{ module: class ConfigModule {}, providers: [{ provide: CONFIG, useValue: { openaiApiKey: 'sk-test' } }], exports: [CONFIG], global: false }],
          inject: [CONFIG],
          useFactory: (config: { openaiApiKey: string }) => ({ ...DEFAULT_AI_CONFIG, openaiApiKey: config.openaiApiKey }),
        }),
      ],
    }).compile();
    expect(moduleRef.get<AiWriter>(AI_WRITER).describe()).toEqual({ writer: 'openai', model: 'gpt-3.5-turbo' });
    await moduleRef.close();
  });
});
