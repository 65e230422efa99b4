import { Progress } from '../../../../components/ui/progress';
import { doneOf, type Campaign } from '../api/get-campaigns';
import { formatNumber } from '../../shared/count-of';

/** A campaign's live progress: recipients with an outcome out of those listed (none while listing). */
export const CampaignProgress = ({ campaign }: { campaign: Campaign }) => {
  const done = doneOf(campaign);
  const extra = [campaign.skipped > 0 ? `${formatNumber(campaign.skipped)} skipped` : null, campaign.inDoubt > 0 ? `${formatNumber(campaign.inDoubt)} in doubt` : null].filter(Boolean);
  return (
    <div className="min-w-40 space-y-1">
      <Progress label={`Progress of ${campaign.subject}`} value={done} max={campaign.total ?? 0} />
      <p className="text-xs tabular-nums text-gray-600 dark:text-gray-400">
        {campaign.total === null ? 'Listing recipients...' : `${formatNumber(done)} / ${formatNumber(campaign.total)}`}
        {extra.length > 0 ? ` · ${extra.join(' · ')}` : ''}
      </p>
    </div>
  );
};
