import { blogRoutes } from '@contract/blog.contract';
import { catalogueRoutes } from '@contract/catalogue.contract';
import { FACEBOOK_TEXTS } from '@contract/social.vocabulary';
import { buildBlogPreview, buildEnhancementReport, buildGeneratedImage, buildRefreshReport } from '../builders/admin-content';
import { buildBlogPost } from '../builders/blog-post';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** The admin's tools and blog actions, answering as the backend does when all goes well (bodies checked by the server's schemas). */
export const adminContentHandlers = [
  contractHandler(catalogueRoutes.refresh, () => contractAnswer(catalogueRoutes.refresh, buildRefreshReport())),
  contractHandler(catalogueRoutes.enhance, () => contractAnswer(catalogueRoutes.enhance, buildEnhancementReport())),
  contractHandler(blogRoutes.preview, () => contractAnswer(blogRoutes.preview, buildBlogPreview())),
  contractHandler(blogRoutes.generate, () =>
    contractAnswer(blogRoutes.generate, { ...buildBlogPost({ title: 'Freshly Published' }), origin: 'generated', writer: 'offline', model: 'offline-template-v1' }),
  ),
  contractHandler(blogRoutes.delete, () => contractAnswer(blogRoutes.delete, { deleted: true })),
  contractHandler(blogRoutes.generateImage, ({ body }) =>
    contractAnswer(blogRoutes.generateImage, buildGeneratedImage({ metadata: { alt: `Cover image for ${body.title}`, title: body.title } })),
  ),
  contractHandler(blogRoutes.createAndPost, () =>
    contractAnswer(blogRoutes.createAndPost, { blog: { title: 'Freshly Published', slug: 'freshly-published' }, facebookPosted: false, facebook: 'not_connected', reason: FACEBOOK_TEXTS.notConnected }),
  ),
];
