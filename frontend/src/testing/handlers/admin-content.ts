import { http, HttpResponse } from 'msw';
import { buildBlogPost } from '../builders/blog-post';
import { buildBlogPreview, buildEnhancementReport, buildGeneratedImage, buildRefreshReport } from '../builders/admin-content';

/** The admin's tools and blog actions, answering as the backend does when all goes well. */
export const adminContentHandlers = [
  http.post('/api/admin/refresh-tools', () => HttpResponse.json(buildRefreshReport())),
  http.post('/api/admin/enhance-tools', () => HttpResponse.json(buildEnhancementReport())),
  http.post('/api/admin/preview-blog', () => HttpResponse.json(buildBlogPreview())),
  http.post('/api/generate-blog', () => HttpResponse.json(buildBlogPost({ title: 'Freshly Published' }), { status: 201 })),
  http.delete('/api/admin/blog-posts/:id', () => HttpResponse.json({ deleted: true })),
  http.post('/api/test/generate-image', async ({ request }) => {
    const { title } = (await request.json()) as { title: string };
    return HttpResponse.json(buildGeneratedImage({ metadata: { alt: `Cover image for ${title}`, title } }));
  }),
  http.post('/api/test/create-blog-and-post', () =>
    HttpResponse.json({ blog: { title: 'Freshly Published', slug: 'freshly-published' }, facebookPosted: false, reason: 'Facebook is not configured yet' }),
  ),
];
