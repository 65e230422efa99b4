import { Link } from 'react-router';
import { useBlogPosts } from '../../../../api/get-blog-posts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHeader } from '../../../../components/ui/table';
import { toast } from '../../../../components/ui/use-toast';
import { formatPublishDate } from '../../../../lib/format-date';
import { QueryState } from '../../shared/query-state';
import { toastFailure } from '../../shared/toast-failure';
import { useDeleteBlogPost } from '../api/delete-blog-post';
import { blogFailures } from '../schemas/blog-forms.schema';
import { CategoryBadge } from './category-badge';
import { DeletePostButton } from './delete-post-button';
import { ViewsBar } from './views-bar';

/** The blog-posts tab: every published post with its views, and delete with confirmation. */
export const BlogPostsPanel = () => {
  const posts = useBlogPosts();
  const remove = useDeleteBlogPost();
  const mostViews = Math.max(1, ...(posts.data ?? []).map((post) => post.views));

  const deletePost = (id: string, title: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Blog Post Deleted', description: title }),
      onError: (error) => toastFailure(blogFailures.delete, error),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Blog posts</CardTitle>
        <CardDescription>{posts.data ? `${posts.data.length} published, newest first.` : 'Every published post, newest first.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={posts} loading="Loading posts..." failure="Could not load the posts" empty="No posts are published yet. Write one in the Create Blog tab.">
          {(published) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Title</TableHead>
                  <TableHead>Category</TableHead>
                  <TableHead>Published</TableHead>
                  <TableHead>Views</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {published.map((post) => (
                  <TableRow key={post.id}>
                    <TableRowHeader>
                      <Link to={`/blog/${post.slug}`} className="hover:underline">
                        {post.title}
                      </Link>
                    </TableRowHeader>
                    <TableCell>
                      <CategoryBadge category={post.category} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatPublishDate(post.publishDate)}</TableCell>
                    <TableCell>
                      <ViewsBar views={post.views} most={mostViews} />
                    </TableCell>
                    <TableCell className="text-right">
                      <DeletePostButton title={post.title} deleting={remove.isPending && remove.variables === post.id} onConfirm={() => deletePost(post.id, post.title)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
};
