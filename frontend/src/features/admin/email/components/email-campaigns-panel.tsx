import { CampaignsCard } from './campaigns-card';
import { ManualCampaignCard } from './manual-campaign-card';
import { NewsAnalysisCard } from './news-analysis-card';
import { TestSendsCard } from './test-sends-card';

/** The content tab (shown as Email Campaigns): a manual campaign, the campaigns with live progress, the test sends and news analysis. */
export const EmailCampaignsPanel = () => (
  <div className="space-y-6">
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <ManualCampaignCard />
      <div className="space-y-6">
        <TestSendsCard />
        <NewsAnalysisCard />
      </div>
    </div>
    <CampaignsCard />
  </div>
);
