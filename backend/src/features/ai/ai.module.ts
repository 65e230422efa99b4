import { type DynamicModule, type InjectionToken, Module, type OptionalFactoryDependency } from '@nestjs/common';
import { AI_WRITER, type AiWriter } from './ai-writer.port.js';
import { OfflineAiWriter } from './offline-ai-writer.js';
import { OpenAiWriter } from './openai-ai-writer.js';

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

export const createAiWriter = (config: AiConfig): AiWriter => {
  const apiKey = config.openaiApiKey?.trim();
  if (!apiKey) return new OfflineAiWriter();
  return new OpenAiWriter({
    apiKey,
    baseURL: config.openaiBaseUrl,
    writerModel: config.writerModel,
    analystModel: config.analystModel,
    timeoutMs: config.timeoutMs ?? DEFAULT_AI_CONFIG.timeoutMs,
  });
};

export type AiModuleAsyncOptions = {
  imports?: DynamicModule['imports'];
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
  useFactory: (...dependencies: never[]) => AiConfig | Promise<AiConfig>;
};

/** Provides AI_WRITER: OpenAI when a key is configured, the offline writer otherwise. */
@Module({})
export class AiModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AiModule,
      providers: [{ provide: AI_WRITER, useFactory: () => createAiWriter(config) }],
      exports: [AI_WRITER],
    };
  }

  static forRootAsync(options: AiModuleAsyncOptions): DynamicModule {
    return {
      module: AiModule,
      imports: options.imports ?? [],
      providers: [
        {
          provide: AI_WRITER,
          inject: options.inject ?? [],
          useFactory: async (...dependencies: never[]) => createAiWriter(await options.useFactory(...dependencies)),
        },
      ],
      exports: [AI_WRITER],
    };
  }
}
