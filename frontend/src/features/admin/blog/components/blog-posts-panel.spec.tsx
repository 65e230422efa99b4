import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildBlogPost } from '../../../../testing/builders/blog-post';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { BlogPostsPanel } from './blog-posts-panel';

const first = buildBlogPost({ id: 'post-11', title: 'Prompting 101', category: 'Tutorial', views: 40 });
const second = buildBlogPost({ id: 'post-12', title: 'AI in Finance', category: 'News', views: 10 });

/** The list as the server holds it: a delete takes the post out, so the refetch no longer has it. */
const servePosts = () => {
  let posts = [first, second];
  server.use(http.get('/api/blog-posts', () => HttpResponse.json(posts)));
  return recordRequests('delete', '/api/admin/blog-posts/:id', () => {
    posts = posts.filter((post) => post.id !== first.id);
    return HttpResponse.json({ deleted: true });
  });
};

describe('BlogPostsPanel', () => {
  it('lists every post with category, date and views', async () => {
    servePosts();
    renderWithProviders(<BlogPostsPanel />);
    const row = (await screen.findByRole('rowheader', { name: 'Prompting 101' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Prompting 101' })).toHaveAttribute('href', `/blog/${first.slug}`);
    expect(within(row).getByText('Tutorial')).toBeInTheDocument();
    expect(within(row).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(row).getByText('40')).toBeInTheDocument();
    expect(screen.getByText('2 published, newest first.')).toBeInTheDocument();
  });

  it('deletes a post only after confirmation, then drops it from the list', async () => {
    const deletes = servePosts();
    const { user } = renderWithProviders(<BlogPostsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete Prompting 101' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Prompting 101' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Blog Post Deleted')).toBeInTheDocument();
    expect(deletes.map((request) => request.params.id)).toEqual(['post-11']);
    await screen.findByText('1 published, newest first.');
    expect(screen.queryByRole('rowheader', { name: 'Prompting 101' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to delete blog post' and keeps the post when the delete fails", async () => {
    servePosts();
    server.use(http.delete('/api/admin/blog-posts/:id', () => HttpResponse.json({ error: 'Blog post not found' }, { status: 404 })));
    const { user } = renderWithProviders(<BlogPostsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete Prompting 101' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Failed to delete blog post')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Prompting 101' })).toBeInTheDocument();
  });
});
