import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import type { BlogPostDraft, ToolEnhancement, ToolListing } from '../features/ai/ai-writer.port.js';
import { OfflineAiWriter } from '../features/ai/offline-ai-writer.js';
import { toolStream } from '../features/catalogue/catalogue.events.js';
import { type EnhancementReport, generatedFiles, type Tool } from './content-support.js';
import { startTestApp, type TestApp } from './test-app.js';

/** A writer whose answers a test can replace, to reach the paths the offline writer never takes. */
class ScriptedWriter extends OfflineAiWriter {
  draft: ((draft: BlogPostDraft) => BlogPostDraft) | null = null;
  beforeEnhancing: (() => Promise<void>) | null = null;

  override async generateBlogPost(request: Parameters<OfflineAiWriter['generateBlogPost']>[0]): Promise<BlogPostDraft> {
    const draft = await super.generateBlogPost(request);
    return this.draft ? this.draft(draft) : draft;
  }

  override async enhanceTools(tools: ToolListing[]): Promise<ToolEnhancement[]> {
    await this.beforeEnhancing?.();
    // A different rating for every tool, so each one has something to record.
    return (await super.enhanceTools(tools)).map((enhancement) => ({ ...enhancement, rating: enhancement.rating === 1 ? 1.1 : 1 }));
  }
}

describe('with a writer that misbehaves', () => {
  const writer = new ScriptedWriter();
  let scripted: TestApp;
  let scriptedAdmin: request.Agent;
  beforeAll(async () => {
    scripted = await startTestApp({}, { aiWriter: writer });
    scriptedAdmin = await scripted.admin();
  });
  afterAll(() => scripted.stop());

  it('refuses an unusable draft with 502 before saving or recording anything', async () => {
    writer.draft = (draft) => ({ ...draft, excerpt: '   ' });
    try {
      const [events, files] = [await scripted.eventCount(), generatedFiles(scripted)];
      const response = await scriptedAdmin.post('/api/generate-blog').send({ topic: 'AI for florists' }).expect(502);
      expect(response.body).toMatchObject({ reason: 'malformed_output', error: expect.stringContaining('the post did not pass validation (excerpt:') });
      expect([await scripted.eventCount(), generatedFiles(scripted)]).toEqual([events, files]);
    } finally {
      writer.draft = null;
    }
  });

  it('skips a tool removed while the writer works, recording the others', async () => {
    const [gone, ...rest] = (await scripted.http().get('/api/tools')).body as Tool[];
    writer.beforeEnhancing = async () => {
      await scripted.core.log.append(toolStream(gone.id), [{ type: 'ToolRemoved', data: { toolId: gone.id } }], 'any', { actor: 'admin', now: new Date() });
    };
    try {
      const result = (await scriptedAdmin.post('/api/admin/enhance-tools').expect(200)).body as EnhancementReport;
      expect(result.skipped).toEqual([{ id: gone.id, name: gone.name }]);
      expect(result.enhanced).toBe(rest.length);
      expect(result.changes.every((change) => Object.keys(change.fields).includes('rating'))).toBe(true);
      await scripted.http().get(`/api/tools/${gone.id}/enhanced`).expect(404);
      expect((await scripted.http().get(`/api/tools/${rest[0]?.id}/enhanced`).expect(200)).body.rating).toBe(1);
    } finally {
      writer.beforeEnhancing = null;
    }
  });
});
