import { Share2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { IconCard } from '../../shared/icon-card';
import { useCreateBlogAndPost } from '../api/create-blog-and-post';
import { blogFailures } from '../schemas/blog-forms.schema';

/** Spec section 2: a test that publishes a post and shares it on Facebook, reporting the title and whether it was shared. */
export const FacebookTestCard = () => {
  const run = useCreateBlogAndPost();
  const result = run.data;
  return (
    <IconCard icon={Share2} title="Blog and Facebook test" description="Publishes a new post and shares it on the Facebook page.">
      <Button variant="outline" disabled={run.isPending} onClick={() => run.mutate(undefined, { onError: () => toast({ ...blogFailures.test, variant: 'destructive' }) })}>
        {run.isPending ? 'Running...' : 'Create Post and Share'}
      </Button>
      {result ? (
        <dl aria-label="Test result" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600 dark:text-gray-400">Blog post</dt>
          <dd className="font-medium">{result.blog.title}</dd>
          <dt className="text-gray-600 dark:text-gray-400">Facebook</dt>
          <dd>{result.facebookPosted ? 'Posted' : `Not posted${result.reason ? `: ${result.reason}` : ''}`}</dd>
        </dl>
      ) : null}
    </IconCard>
  );
};
