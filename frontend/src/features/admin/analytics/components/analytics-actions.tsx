import { Database, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { ConfirmButton } from '../../shared/confirm-button';
import { countOf } from '../../shared/count-of';
import { toastFailure } from '../../shared/toast-failure';
import { useResetBlogViews } from '../api/reset-blog-views';
import { useSeedEmailAnalytics } from '../api/seed-email-analytics';

/** Section 8: the title, and the server's message or these defaults. */
export const analyticsFailures = {
  seed: { title: 'Seeding Failed', fallback: 'Could not seed the email analytics demo data' },
  reset: { title: 'Reset Failed', fallback: 'Could not reset the blog views' },
} as const;

/** Seed demo data for the email analytics, and set every post's view count back to zero (asks first). */
export const AnalyticsActions = () => {
  const seed = useSeedEmailAnalytics();
  const reset = useResetBlogViews();

  const seedDemoData = () =>
    seed.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: 'Demo Data Seeded',
          description: `${countOf(result.seededDays, 'day')}, ${countOf(result.totalSubscribers, 'subscriber')}, ${countOf(result.totalCampaigns, 'campaign')} (drawn as demo data).`,
        }),
      onError: (error) => toastFailure(analyticsFailures.seed.title, error, analyticsFailures.seed.fallback),
    });

  const resetViews = () =>
    reset.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Blog Views Reset', description: `The view counts of ${countOf(result.reset, 'post')} are back to zero.` }),
      onError: (error) => toastFailure(analyticsFailures.reset.title, error, analyticsFailures.reset.fallback),
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={seedDemoData} disabled={seed.isPending}>
        <Database className="h-4 w-4" aria-hidden="true" />
        {seed.isPending ? 'Seeding...' : 'Seed Demo Data'}
      </Button>
      <ConfirmButton
        trigger={{ variant: 'outline', disabled: reset.isPending }}
        title="Reset every post's views?"
        description="All view counts go back to zero. The reset is recorded as an event; past views stay in the history."
        confirmLabel="Reset views"
        onConfirm={resetViews}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {reset.isPending ? 'Resetting...' : 'Reset Blog Views'}
      </ConfirmButton>
    </div>
  );
};
