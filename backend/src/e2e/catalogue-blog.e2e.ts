import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import type { Document } from '../core/read-model/read-model-store.port.js';
import { blogProjection } from '../features/blog/blog.projection.js';
import { catalogueProjection } from '../features/catalogue/catalogue.projection.js';
import type { AdminBlogPost, BlogPostPreview } from '../contract/blog.contract.js';
import { slugSchema } from '../contract/catalogue.contract.js';
import { COVER_WITH_TEXT } from '../features/images/testing/cover-with-text.fixture.js';
import { wellFormednessProblems } from '../features/images/testing/svg-well-formedness.js';
import { type EnhancementReport, generatedFiles, type Post, type Tool } from './content-support.js';
import { startTestApp, type TestApp } from './test-app.js';
import { expectRetryAfter } from './retry-after.js';

let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(() => app.stop());

describe('tools', () => {
  it('lists the seeded directory with every field, and at least six featured tools', async () => {
    const tools = (await app.http().get('/api/tools').expect(200)).body as Tool[];
    expect(tools.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(tools[0]).sort()).toEqual(
      ['affiliateUrl', 'createdAt', 'description', 'featured', 'gradientFrom', 'gradientTo', 'id', 'image', 'keyFeatures', 'name', 'pros', 'rating', 'reviewCount', 'tags', 'useCases'].sort(),
    );
    const featured = (await app.http().get('/api/tools/featured').expect(200)).body as Tool[];
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.every((tool) => tool.featured)).toBe(true);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await app.http().get('/api/tools').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await app.http().get('/api/tools').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('serves each tool image from the app', async () => {
    const [tool] = (await app.http().get('/api/tools')).body as Tool[];
    const image = await app.http().get(tool.image).expect(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    await app.http().get('/images/tools/no-such-tool.svg').expect(404);
    await app.http().get('/images/tools/..%2F..%2Fetc%2Fpasswd').expect(404);
  });

  it('answers enhanced data by name, case-insensitively and URL-decoded, and 404 JSON for an unknown tool', async () => {
    const [tool] = (await app.http().get('/api/tools')).body as Tool[];
    const enhanced = await app.http().get(`/api/tools/${encodeURIComponent(tool.name.toUpperCase())}/enhanced`).expect(200);
    expect(Object.keys(enhanced.body).sort()).toEqual(['features', 'pros', 'rating', 'reviewCount', 'useCases']);
    const missing = await app.http().get('/api/tools/No%20Such%20Tool/enhanced').expect(404);
    expect(missing.body.error).toMatch(/No tool named No Such Tool/);
  });

  it('serves enhanced data with an ETag, answering a matching If-None-Match with 304', async () => {
    const [tool] = (await app.http().get('/api/tools')).body as Tool[];
    const first = await app.http().get(`/api/tools/${encodeURIComponent(tool.name)}/enhanced`).expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    await app.http().get(`/api/tools/${encodeURIComponent(tool.name.toLowerCase())}/enhanced`).set('If-None-Match', first.headers.etag).expect(304);
    await app.http().get(`/api/tools/${tool.id}/enhanced`).set('If-None-Match', first.headers.etag).expect(304);
    await app.http().get('/api/tools/No%20Such%20Tool/enhanced').set('If-None-Match', first.headers.etag).expect(404);
  });

  it('serves the guide with its intro and categories', async () => {
    const guide = (await app.http().get('/api/guide').expect(200)).body;
    expect(guide.intro.benefits).toHaveLength(5);
    expect(guide.categories.length).toBeGreaterThanOrEqual(10);
    const affiliates = guide.categories.flatMap((category: { tools: { isAffiliate?: boolean; name: string }[] }) => category.tools.filter((tool) => tool.isAffiliate));
    expect(new Set(affiliates.map((tool: { name: string }) => tool.name)).size).toBe(2);
  });
});

describe('blog', () => {
  it('lists the seeded posts newest first', async () => {
    const posts = (await app.http().get('/api/blog-posts').expect(200)).body as Post[];
    expect(posts.length).toBeGreaterThanOrEqual(10);
    const dates = posts.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    await app.http().get(posts[0].image).expect(200);
  });

  it('records a view and answers the new count; a burst from one client is limited; unknown posts are 404', async () => {
    const [post] = (await app.http().get('/api/blog-posts')).body as Post[];
    const first = await app.http().post(`/api/blog-posts/${post.id}/view`).expect(200);
    expect(first.body.views).toBe(post.views + 1);
    expectRetryAfter(await app.http().post(`/api/blog-posts/${post.id}/view`).expect(429));
    await app.http().post('/api/blog-posts/no-such-post/view').expect(404);
    const after = (await app.http().get('/api/blog-posts')).body as Post[];
    expect(after.find((candidate) => candidate.id === post.id)?.views).toBe(post.views + 1);
  });

  it('previews a post, refusing a blank topic', async () => {
    await admin.post('/api/admin/preview-blog').send({ topic: '   ' }).expect(400);
    const preview = await admin.post('/api/admin/preview-blog').send({ topic: 'AI for small bakeries' }).expect(200);
    expect(Object.keys(preview.body).sort()).toEqual(['category', 'content', 'excerpt', 'title']);
    await admin.post('/api/admin/preview-blog').send({}).expect(200);
  });

  it('publishes exactly the previewed post, with its topic, a new cover and a unique slug', async () => {
    const preview = (await admin.post('/api/admin/preview-blog').send({ topic: 'AI for florists' }).expect(200)).body as BlogPostPreview;
    const post = (await admin.post('/api/generate-blog').send({ topic: 'AI for florists', preview }).expect(201)).body as AdminBlogPost;
    expect({ title: post.title, category: post.category, excerpt: post.excerpt, content: post.content }).toEqual(preview);
    expect(post).toMatchObject({ origin: 'generated', views: 0 });
    await app.http().get(post.image).expect(200);
    const listed = ((await app.http().get('/api/blog-posts')).body as Post[]).find((candidate) => candidate.id === post.id);
    expect(listed).toMatchObject(preview);
    const published = (await app.core.log.readAll(0, 100_000)).filter((event) => event.type === 'BlogPostPublished').at(-1);
    expect(published && 'data' in published ? published.data : null).toMatchObject({ post: { id: post.id, ...preview }, topic: 'AI for florists' });
  });

  it("gives a published post a cover of plain art (the page shows its title as text), and its social card the title over that art", async () => {
    const preview = (await admin.post('/api/admin/preview-blog').send({ topic: 'AI for bakers' }).expect(200)).body as BlogPostPreview;
    const post = (await admin.post('/api/generate-blog').send({ preview }).expect(201)).body as AdminBlogPost;
    expect(post.image).toMatch(/^\/images\/generated\/[a-z0-9-]+\.svg$/);
    const cover = await app.http().get(post.image).expect(200);
    const svg = cover.text ?? cover.body.toString();
    expect(svg).toContain('<linearGradient');
    expect(svg).not.toMatch(/<text\b|<tspan\b/);
    expect(wellFormednessProblems(svg)).toEqual([]);
    const social = await app.http().get(`/images/social/blog/${post.slug}.png`).expect(200);
    expect(social.headers['content-type']).toBe('image/png');
  });

  it('serves the cover of a post published while covers carried their title as art only, under the same URL', async () => {
    const post = (await admin.post('/api/generate-blog').send({ topic: 'AI for potters' }).expect(201)).body as AdminBlogPost;
    // The file as the earlier build wrote it, title, excerpt and site name drawn in.
    writeFileSync(join(app.dataDir, post.image.replace(/^\//, '')), COVER_WITH_TEXT);
    const cover = await app.http().get(post.image).expect(200);
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = cover.text ?? cover.body.toString();
    expect(svg).not.toMatch(/<text\b|<tspan\b/);
    expect(svg).not.toContain('light markup renderer');
    expect(svg).toContain('stop-color="#4338ca"');
    expect(wellFormednessProblems(svg)).toEqual([]);
    await app.http().get(`/images/social/blog/${post.slug}.png`).expect(200);
  });

  it('refuses a bad previewed post with 400, and the same preview twice with 409, publishing nothing', async () => {
    const preview = (await admin.post('/api/admin/preview-blog').send({}).expect(200)).body as BlogPostPreview;
    await admin.post('/api/generate-blog').send({ preview }).expect(201);
    const before = { events: await app.eventCount(), files: generatedFiles(app), posts: ((await app.http().get('/api/blog-posts')).body as Post[]).length };
    const bad: Array<[unknown, RegExp]> = [
      [{ ...preview, title: '   ' }, /^preview\.title: is required$/],
      [{ ...preview, title: 'Line\nbreak' }, /^preview\.title: must not contain control characters$/],
      [{ ...preview, category: 'Gossip' }, /^preview\.category: must be one of Guide, /],
      [{ ...preview, content: 'Far too short.' }, /^preview\.content: must be at least 200 characters$/],
      [{ ...preview, excerpt: 'x'.repeat(401) }, /^preview\.excerpt: must be at most 400 characters$/],
      [{ title: preview.title }, /^preview\.category: /],
      [{ ...preview, views: 1000 }, /^preview: /],
      ['a whole post as text', /^preview: /],
    ];
    for (const [candidate, message] of bad) {
      const answer = await admin.post('/api/generate-blog').send({ preview: candidate }).expect(400);
      expect(answer.body.error).toMatch(message);
    }
    const again = await admin.post('/api/generate-blog').send({ preview }).expect(409);
    expect(again.body.error).toBe(`A post titled "${preview.title}" is already published`);
    const after = { events: await app.eventCount(), files: generatedFiles(app), posts: ((await app.http().get('/api/blog-posts')).body as Post[]).length };
    expect(after).toEqual(before);
  });

  it('publishes generated posts under unique slugs with a real image, and deletes them', async () => {
    const first = (await admin.post('/api/generate-blog').send({ topic: 'Prompting for support teams' }).expect(201)).body as Post;
    const second = (await admin.post('/api/generate-blog').send({ topic: 'Prompting for support teams' }).expect(201)).body as Post;
    expect(second.slug).not.toBe(first.slug);
    const image = await app.http().get(first.image).expect(200);
    expect(image.text ?? image.body.toString()).toContain('<svg');
    const slugs = ((await app.http().get('/api/blog-posts')).body as Post[]).map((post) => post.slug);
    expect(slugs).toEqual(expect.arrayContaining([first.slug, second.slug]));
    await admin.delete(`/api/admin/blog-posts/${first.id}`).expect(200);
    await admin.delete(`/api/admin/blog-posts/${first.id}`).expect(404);
    const remaining = ((await app.http().get('/api/blog-posts')).body as Post[]).map((post) => post.id);
    expect(remaining).not.toContain(first.id);
  });

  it('publishes a post whose title is cut at a word boundary under a valid slug', async () => {
    const post = (await admin.post('/api/generate-blog').send({ topic: 'finance startup podcast sales finance startup 20' }).expect(201)).body as Post;
    expect(slugSchema.safeParse(post.slug).success).toBe(true);
    expect(post.slug.length).toBeLessThanOrEqual(80);
    await app.http().get(post.image).expect(200);
  });

  it('resets every view count', async () => {
    await admin.post('/api/admin/reset-blog-views').expect(200);
    const posts = (await app.http().get('/api/blog-posts')).body as Post[];
    expect(posts.every((post) => post.views === 0)).toBe(true);
  });

  it('generates an image file and serves it at its preview URL', async () => {
    await admin.post('/api/test/generate-image').send({ description: 'no title' }).expect(400);
    const image = await admin.post('/api/test/generate-image').send({ title: 'Robots & <Bakers>' }).expect(200);
    expect(image.body.metadata.title).toBeTruthy();
    expect(image.body.metadata.alt).toBeTruthy();
    expect(image.body.imagePath).toMatch(/^images[/\\]generated[/\\].+\.svg$/);
    const served = await app.http().get(image.body.previewUrl).expect(200);
    expect(served.headers['content-type']).toMatch(/svg/);
    expect(wellFormednessProblems(served.text ?? served.body.toString())).toEqual([]);
  });

  it('refuses control characters in an image title and writes nothing', async () => {
    const [events, files] = [await app.eventCount(), generatedFiles(app)];
    const response = await admin.post('/api/test/generate-image').send({ title: 'Bad \u0001 char' }).expect(400);
    expect(response.body.error).toBe('title: must not contain control characters');
    expect([await app.eventCount(), generatedFiles(app)]).toEqual([events, files]);
  });

  it('creates a post for Facebook and says it was not posted until Facebook is configured', async () => {
    const result = await admin.post('/api/test/create-blog-and-post').expect(200);
    expect(result.body.blog.title).toBeTruthy();
    expect(result.body.facebookPosted).toBe(false);
  });
});

describe('tool administration', () => {
  it('refreshes from the catalogue source, recording added, changed and removed tools', async () => {
    const tools = (await app.http().get('/api/tools')).body as Array<Tool & Record<string, unknown>>;
    const [changed, removed, ...kept] = tools;
    // One curated pro only: the offline writer will top the list up when enhancing (see below).
    const added = { ...kept[0], id: 'brand-new-ai', name: 'Brand New AI', image: '/images/tools/brand-new-ai.svg', pros: ['Only one pro'] };
    const source = [{ ...changed, rating: 3.1 }, ...kept, added];
    mkdirSync(join(app.dataDir, 'catalogue'), { recursive: true });
    writeFileSync(join(app.dataDir, 'catalogue', 'tools.json'), JSON.stringify(source));
    const result = await admin.post('/api/admin/refresh-tools').expect(200);
    expect(result.body).toMatchObject({ added: 1, changed: 1, removed: 1, total: source.length, source: 'catalogue/tools.json' });
    const after = (await app.http().get('/api/tools')).body as Tool[];
    expect(after.map((tool) => tool.id)).toContain('brand-new-ai');
    expect(after.map((tool) => tool.id)).not.toContain(removed.id);
    expect(after.find((tool) => tool.id === changed.id)?.rating).toBe(3.1);
    const again = await admin.post('/api/admin/refresh-tools').expect(200);
    expect(again.body).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });

  it('refuses an invalid catalogue file with 400 and changes nothing', async () => {
    const before = await app.eventCount();
    writeFileSync(join(app.dataDir, 'catalogue', 'tools.json'), JSON.stringify([{ id: 'Bad Id' }]));
    const response = await admin.post('/api/admin/refresh-tools').expect(400);
    expect(response.body.error).toMatch(/catalogue file is invalid/);
    expect(await app.eventCount()).toBe(before);
  });

  it('enhances with the offline writer, which keeps curated values and reports only what changed, field by field', async () => {
    const before = (await app.http().get('/api/tools/brand-new-ai/enhanced').expect(200)).body;
    const result = (await admin.post('/api/admin/enhance-tools').expect(200)).body as EnhancementReport;
    expect(result).toMatchObject({ writer: 'offline', model: 'offline-template-v1', enhanced: 1, skipped: [] });
    expect(result.unchanged).toBeGreaterThanOrEqual(40);
    expect(result.changes).toEqual([{ id: 'brand-new-ai', name: 'Brand New AI', fields: { pros: { from: ['Only one pro'], to: expect.arrayContaining(['Only one pro']) } } }]);
    const after = (await app.http().get('/api/tools/brand-new-ai/enhanced').expect(200)).body;
    expect(after).toEqual({ ...before, pros: result.changes[0]?.fields.pros?.to });
    const events = await app.core.store.readAll(0, 100_000);
    const enhancedEvents = events.filter((event) => event.type === 'ToolEnhanced');
    expect(enhancedEvents).toHaveLength(1);
    expect(enhancedEvents[0]?.data).toMatchObject({ writer: 'offline', model: 'offline-template-v1', rating: before.rating, reviewCount: before.reviewCount });
    expect(enhancedEvents[0]?.metadata.actor).toBe('admin');
  });

  it('writes nothing and lists nothing when enhancing again gives the same answers', async () => {
    const before = await app.eventCount();
    const again = (await admin.post('/api/admin/enhance-tools').expect(200)).body as EnhancementReport;
    expect(again).toMatchObject({ enhanced: 0, changes: [], skipped: [] });
    expect(await app.eventCount()).toBe(before);
  });
});

describe('read models from the events', () => {
  /** Every document of every content read model, read from the store (not through the API), by collection. */
  const readModelSnapshot = async () => {
    const snapshot: Record<string, Document[]> = {};
    for (const projection of [catalogueProjection, blogProjection]) {
      for (const collection of projection.collections) {
        const documents = await app.core.readModels.find<Document>(projection.name, collection);
        snapshot[`${projection.name}/${collection}`] = documents.sort((left, right) => (left.id < right.id ? -1 : 1));
      }
    }
    return snapshot;
  };
  const publicSnapshot = async () => Promise.all(['/api/tools', '/api/guide', '/api/blog-posts'].map(async (path) => (await app.http().get(path)).body));
  const generations = async () => (await app.core.engine.status()).filter((status) => ['catalogue', 'blog'].includes(status.name)).map((status) => status.generation);

  it('a rebuild reproduces every document of the tools, guide and posts, after publishing, deleting, viewing, refreshing and enhancing', async () => {
    const [kept, deleted] = await Promise.all(['Rebuild check one', 'Rebuild check two'].map(async (topic) => (await admin.post('/api/generate-blog').send({ topic }).expect(201)).body as Post));
    await admin.delete(`/api/admin/blog-posts/${deleted.id}`).expect(200);
    await app.http().post(`/api/blog-posts/${kept.id}/view`).expect(200);
    writeFileSync(join(app.dataDir, 'catalogue', 'tools.json'), JSON.stringify(((await app.http().get('/api/tools')).body as Tool[]).map((tool, index) => (index === 0 ? { ...tool, pros: ['Rebuilt pro'] } : tool))));
    await admin.post('/api/admin/refresh-tools').expect(200);
    expect(((await admin.post('/api/admin/enhance-tools').expect(200)).body as EnhancementReport).enhanced).toBe(1);

    const [documentsBefore, publicBefore, generationsBefore] = [await readModelSnapshot(), await publicSnapshot(), await generations()];
    expect(documentsBefore['catalogue/tools']?.filter((tool) => tool.enhanced !== null)).toHaveLength(2);
    expect(documentsBefore['blog/posts']?.map((post) => post.id)).toContain(kept.id);
    await app.core.engine.rebuild('catalogue');
    await app.core.engine.rebuild('blog');
    expect(await generations()).toEqual(generationsBefore.map((generation) => generation + 1));
    expect(await readModelSnapshot()).toEqual(documentsBefore);
    expect(await publicSnapshot()).toEqual(publicBefore);
  });
});
