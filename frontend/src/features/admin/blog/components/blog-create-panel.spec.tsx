import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { publishRequestSchema } from '@contract/blog.contract';
import type { BlogShare } from '@contract/social.contract';
import { FACEBOOK_TEXTS } from '@contract/social.vocabulary';
import { blogPostsQueryOptions } from '../../../../api/get-blog-posts';
import { buildBlogPreview, buildGeneratedImage } from '../../../../testing/builders/admin-content';
import { buildBlogPost, buildBlogPosts } from '../../../../testing/builders/blog-post';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { renderAsTab, SUBSCRIBERS_TAB_MARKER } from '../../../../testing/render-as-tab';
import { STORED_KEY_PREFIX } from '../../shared/session-end';
import { BlogCreatePanel } from './blog-create-panel';
import { findToast } from '../../../../testing/toasts';
import { expectFieldError } from '../../../../testing/field-errors';

const renderPanel = () => renderWithProviders(<BlogCreatePanel />);
const failWith = (status: number, body?: object) => () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }));

describe('BlogCreatePanel: the topic and the preview survive leaving the tab', () => {
  it('keeps both across a visit to another tab and Back, and publishes the kept preview with its topic', async () => {
    const shown = buildBlogPreview({ title: 'Wedding Photographers, Meet AI' });
    const previews = recordRequests('post', '/api/admin/preview-blog', () => HttpResponse.json(shown));
    const published = recordRequests('post', '/api/generate-blog', () => HttpResponse.json(buildBlogPost(), { status: 201 }));
    const { user, back, openSubscribersTab } = renderAsTab(<BlogCreatePanel />);
    await user.type(screen.getByLabelText('Custom topic (optional)'), 'AI tools for wedding photographers');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Blog post preview' });
    await openSubscribersTab();
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    await back();

    expect(await screen.findByLabelText('Custom topic (optional)')).toHaveValue('AI tools for wedding photographers');
    const preview = screen.getByRole('region', { name: 'Blog post preview' });
    expect(within(preview).getByRole('heading', { name: 'Wedding Photographers, Meet AI' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(`${STORED_KEY_PREFIX}blog-generator`)).toContain('Wedding Photographers, Meet AI');
    await user.click(within(preview).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Blog Post Published');
    expect(previews).toHaveLength(1);
    expect(published.map((request) => request.body)).toEqual([{ topic: 'AI tools for wedding photographers', preview: shown }]);
  });

  it('gives the preview to the panel opened again when it was written while the admin was away', async () => {
    let answer: () => void = () => undefined;
    server.use(http.post('/api/admin/preview-blog', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(buildBlogPreview()))))));
    const { user, back, openSubscribersTab } = renderAsTab(<BlogCreatePanel />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await openSubscribersTab();
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    act(() => answer());
    await back();
    expect(await screen.findByRole('region', { name: 'Blog post preview' })).toBeInTheDocument();
  });
});

describe('BlogCreatePanel: preview and publish', () => {
  it('previews without a topic and shows title, category, excerpt and the first 200 characters', async () => {
    const previews = recordRequests('post', '/api/admin/preview-blog', () => HttpResponse.json(buildBlogPreview()));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Blog post preview' });
    expect(previews.map((request) => request.body)).toEqual([{}]);
    expect(within(preview).getByRole('heading', { name: 'Five AI Tools for Small Accounting Firms' })).toBeInTheDocument();
    expect(within(preview).getByText('Guide')).toBeInTheDocument();
    expect(within(preview).getByText('How a small firm can save hours every week.')).toBeInTheDocument();
    expect(within(preview).getByText(`${'A'.repeat(200)}…`)).toBeInTheDocument();
    expect(preview).not.toHaveTextContent('B');
  });

  it('sends the custom topic, trimmed', async () => {
    const previews = recordRequests('post', '/api/admin/preview-blog', () => HttpResponse.json(buildBlogPreview()));
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Custom topic (optional)'), '  AI for accountants ');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Blog post preview' });
    expect(previews.map((request) => request.body)).toEqual([{ topic: 'AI for accountants' }]);
  });

  it('refuses a blank custom topic without calling the server', async () => {
    const previews = recordRequests('post', '/api/admin/preview-blog');
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Custom topic (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(await findToast('Invalid Topic')).getByText('The custom topic must not be blank when given')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Custom topic (optional)'), 'The custom topic must not be blank when given');
    expect(previews).toHaveLength(0);
  });

  it("shows 'Failed to generate blog preview' when the writer fails", async () => {
    server.use(http.post('/api/admin/preview-blog', failWith(502, { error: 'The AI service failed' })));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Failed to generate blog preview')).toBeInTheDocument();
  });

  it('publishes the previewed post itself with its topic, clears the preview and refreshes the post list', async () => {
    const shown = buildBlogPreview({ title: 'Exactly What Was Shown', category: 'Review', content: `${'C'.repeat(240)}` });
    server.use(http.post('/api/admin/preview-blog', () => HttpResponse.json(shown)));
    const published = recordRequests('post', '/api/generate-blog', () => HttpResponse.json(buildBlogPost({ title: 'Freshly Published' }), { status: 201 }));
    const { user, queryClient } = renderPanel();
    queryClient.setQueryData(blogPostsQueryOptions().queryKey, buildBlogPosts(2));
    await user.type(screen.getByLabelText('Custom topic (optional)'), 'AI for accountants');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog Post Published')).toBeInTheDocument();
    expect(screen.getByText('Freshly Published')).toBeInTheDocument();
    expect(published.map((request) => request.body)).toEqual([{ topic: 'AI for accountants', preview: shown }]);
    expect(publishRequestSchema.safeParse(published[0]?.body).success).toBe(true);
    expect(screen.queryByRole('region', { name: 'Blog post preview' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(blogPostsQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('publishes a preview made without a topic with no topic', async () => {
    const published = recordRequests('post', '/api/generate-blog', () => HttpResponse.json(buildBlogPost(), { status: 201 }));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog Post Published')).toBeInTheDocument();
    expect(published.map((request) => request.body)).toEqual([{ preview: buildBlogPreview() }]);
  });

  it("keeps the preview and shows 'Failed to publish blog post' when publishing fails", async () => {
    server.use(http.post('/api/generate-blog', failWith(500)));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Failed to publish blog post')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Blog post preview' })).toBeInTheDocument();
  });

  it('quick generate publishes at once without a topic', async () => {
    const published = recordRequests('post', '/api/generate-blog', () => HttpResponse.json(buildBlogPost({ title: 'Quick One' }), { status: 201 }));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Quick Generate' }));
    expect(await screen.findByText('Quick One')).toBeInTheDocument();
    expect(published.map((request) => request.body)).toEqual([{}]);
  });

  it("shows 'Failed to create blog post' when quick generate fails", async () => {
    server.use(http.post('/api/generate-blog', failWith(502, { error: 'The AI service failed' })));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Quick Generate' }));
    expect(await screen.findByText('Failed to create blog post')).toBeInTheDocument();
  });
});

describe('BlogCreatePanel: AI image tester', () => {
  it("asks for a title ('Title Required') without calling the server", async () => {
    const images = recordRequests('post', '/api/test/generate-image');
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Description (optional)'), 'Only a description');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(within(await findToast('Title Required')).getByText('Please enter a title for the image')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Title'), 'Please enter a title for the image');
    expect(images).toHaveLength(0);
  });

  it('shows the image with its preview URL, path, alt text and title; the description is optional', async () => {
    const images = recordRequests('post', '/api/test/generate-image', () =>
      HttpResponse.json(buildGeneratedImage({ metadata: { alt: 'Cover image for Testing covers', title: 'Testing covers' } })),
    );
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Title'), 'Testing covers');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    const figure = await screen.findByRole('figure', { name: 'Generated image' });
    expect(images.map((request) => request.body)).toEqual([{ title: 'Testing covers' }]);
    expect(within(figure).getByRole('img', { name: 'Cover image for Testing covers' })).toHaveAttribute('src', '/images/generated/cover-1.svg');
    expect(within(figure).getByText('/images/generated/cover-1.svg')).toBeInTheDocument();
    expect(within(figure).getByText('images/generated/cover-1.svg')).toBeInTheDocument();
    expect(within(figure).getByText('Testing covers')).toBeInTheDocument();
  });

  it.each([
    ['the server message', { error: 'title: must not contain control characters' }, 'title: must not contain control characters'],
    ["'Failed to generate image'", undefined, 'Failed to generate image'],
  ])("shows 'Generation Failed' with %s", async (_, body, description) => {
    server.use(http.post('/api/test/generate-image', failWith(400, body)));
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Title'), 'Testing covers');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});

describe('BlogCreatePanel: blog and Facebook test', () => {
  const answering = (answer: Partial<BlogShare>) =>
    server.use(http.post('/api/test/create-blog-and-post', () => HttpResponse.json({ blog: { title: 'Freshly Published', slug: 'freshly-published' }, ...answer })));

  it('reports the blog title and why Facebook was not posted when no page is connected, without a failure', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Post and Share' }));
    expect(await screen.findByText('Freshly Published')).toBeInTheDocument();
    expect(screen.getByText(`Not posted: ${FACEBOOK_TEXTS.notConnected}`)).toBeInTheDocument();
    expect(screen.queryByText('Test Failed')).not.toBeInTheDocument();
  });

  it('reports the post on the page', async () => {
    answering({ facebookPosted: true, facebook: 'posted', postId: '111_2' });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Post and Share' }));
    expect(await screen.findByText('Posted (post 111_2)')).toBeInTheDocument();
  });

  it("shows 'Test Failed' / 'Please check Facebook permissions' with Facebook's words when it refused the share", async () => {
    answering({ facebookPosted: false, facebook: 'failed', reason: 'Facebook refused the stored token: (#200) Requires pages_manage_posts' });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Post and Share' }));
    const toast = await findToast('Test Failed');
    expect(within(toast).getByText('Please check Facebook permissions')).toBeInTheDocument();
    expect(within(toast).getByText('Facebook refused the stored token: (#200) Requires pages_manage_posts')).toBeInTheDocument();
  });

  it("shows 'Test Failed' / 'Please check Facebook permissions' when it fails", async () => {
    server.use(http.post('/api/test/create-blog-and-post', failWith(500)));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Post and Share' }));
    expect(await screen.findByText('Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Please check Facebook permissions')).toBeInTheDocument();
  });
});
