import { Share2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { IconCard } from '../../shared/icon-card';
import { toastFixedFailure } from '../../shared/toast-failure';
import { type BlogAndPostResult, useCreateBlogAndPost } from '../api/create-blog-and-post';
import { blogFailures } from '../schemas/blog-forms.schema';

const facebookLine = ({ facebookPosted, postId, reason }: BlogAndPostResult) =>
  facebookPosted ? `Posted${postId ? ` (post ${postId})` : ''}` : `Not posted${reason ? `: ${reason}` : ''}`;

/**
 * Spec section 2: a test that publishes a post and shares it on the connected Facebook page, reporting
 * the title and whether it was shared. Section 8's 'Test Failed' / 'Please check Facebook permissions'
 * when the call fails, and when Facebook refused the share (its words under them); no page connected
 * is said in the result, not as a failure.
 */
export const FacebookTestCard = () => {
  const run = useCreateBlogAndPost();
  const result = run.data;
  const start = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.facebook === 'failed') toast({ ...blogFailures.test, detail: answer.reason, variant: 'destructive' });
      },
      onError: (error) => toastFixedFailure(blogFailures.test, error),
    });
  return (
    <IconCard icon={Share2} title="Blog and Facebook test" description="Publishes a new post and shares a link to it on the connected Facebook page (Social Media tab).">
      <Button variant="outline" disabled={run.isPending} onClick={start}>
        {run.isPending ? 'Running...' : 'Create Post and Share'}
      </Button>
      {result ? (
        <dl aria-label="Test result" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600 dark:text-gray-400">Blog post</dt>
          <dd className="font-medium">{result.blog.title}</dd>
          <dt className="text-gray-600 dark:text-gray-400">Facebook</dt>
          <dd>{facebookLine(result)}</dd>
        </dl>
      ) : null}
    </IconCard>
  );
};
