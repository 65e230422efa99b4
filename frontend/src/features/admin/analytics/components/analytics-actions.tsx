import { Database, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { ConfirmButton } from '../../shared/confirm-button';
import { countOf } from '../../shared/count-of';
import { toastOutcome } from '../../shared/toast-failure';
import { useForecastingData } from '../api/get-forecasting-data';
import { useRemoveDemoData } from '../api/remove-demo-data';
import { useResetBlogViews } from '../api/reset-blog-views';
import { useSeedEmailAnalytics } from '../api/seed-email-analytics';

/** Section 8: the title, and the server's message or these defaults. */
export const analyticsFailures = {
  seed: { title: 'Seeding Failed', fallback: 'Could not seed the email analytics demo data' },
  reset: { title: 'Reset Failed', fallback: 'Could not reset the blog views' },
  remove: { title: 'Removal Failed', fallback: 'Could not remove the demo data' },
} as const;

/** Seed demo data for the email analytics (and remove it again), and set every post's view count back to zero (asks first). */
export const AnalyticsActions = () => {
  const seed = useSeedEmailAnalytics();
  const reset = useResetBlogViews();
  const remove = useRemoveDemoData();
  const demo = useForecastingData().data?.demo ?? null;

  const seedDemoData = () =>
    seed.mutate(
      undefined,
      toastOutcome(
        (result) => ({
          title: 'Demo Data Seeded',
          description: `${countOf(result.seededDays, 'day')}, ${countOf(result.totalSubscribers, 'subscriber')}, ${countOf(result.totalCampaigns, 'campaign')} (drawn as demo data).`,
        }),
        analyticsFailures.seed,
      ),
    );

  const resetViews = () =>
    reset.mutate(undefined, toastOutcome((result) => ({ title: 'Blog Views Reset', description: `The view counts of ${countOf(result.reset, 'post')} are back to zero.` }), analyticsFailures.reset));

  const removeDemo = () => remove.mutate(undefined, toastOutcome(() => ({ title: 'Demo Data Removed', description: 'The charts show real activity only.' }), analyticsFailures.remove));

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={seedDemoData} disabled={seed.isPending}>
        <Database className="h-4 w-4" aria-hidden="true" />
        {seed.isPending ? 'Seeding...' : 'Seed Demo Data'}
      </Button>
      {demo ? (
        <ConfirmButton
          trigger={{ variant: 'outline', disabled: remove.isPending }}
          title="Remove the demo data?"
          description={`The ${countOf(demo.seededDays, 'day')} of demo figures leave every chart. Real activity stays as it is.`}
          confirmLabel="Remove demo data"
          onConfirm={removeDemo}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {remove.isPending ? 'Removing...' : 'Remove Demo Data'}
        </ConfirmButton>
      ) : null}
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
