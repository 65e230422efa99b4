import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { startTestApp, type TestApp } from './test-app.js';

type Tool = { id: string; name: string; featured: boolean; tags: string[]; image: string; rating: number };
type Post = { id: string; slug: string; title: string; publishDate: string; views: number; image: string };

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
    await app.http().post(`/api/blog-posts/${post.id}/view`).expect(429);
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
    const added = { ...kept[0], id: 'brand-new-ai', name: 'Brand New AI', image: '/images/tools/brand-new-ai.svg' };
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

  it('enhances tools with the offline writer and says what changed and who wrote it', async () => {
    const result = await admin.post('/api/admin/enhance-tools').expect(200);
    expect(result.body.writer).toBe('offline');
    expect(result.body.enhanced).toBeGreaterThanOrEqual(40);
    expect(result.body.changes[0]).toHaveProperty('rating.from');
    const events = await app.core.store.readAll(0, 100_000);
    const enhancedEvent = events.find((event) => event.type === 'ToolEnhanced');
    expect(enhancedEvent?.data).toMatchObject({ writer: 'offline', model: 'offline-template-v1' });
    expect(enhancedEvent?.metadata.actor).toBe('admin');
  });
});

describe('read models from the events', () => {
  it('a rebuild reproduces the same tools, guide and posts', async () => {
    const snapshot = async () => Promise.all(['/api/tools', '/api/guide', '/api/blog-posts'].map(async (path) => (await app.http().get(path)).body));
    const before = await snapshot();
    await app.core.engine.rebuildAll();
    expect(await snapshot()).toEqual(before);
  });
});
