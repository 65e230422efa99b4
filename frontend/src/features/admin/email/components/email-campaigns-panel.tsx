import { useCampaignSend } from '../hooks/use-campaign-send';
import { forgetSentManualCampaign } from '../stores/send-panels';
import { CampaignsCard } from './campaigns-card';
import { ManualCampaignCard } from './manual-campaign-card';
import { NewsAnalysisCard } from './news-analysis-card';
import { TestSendsCard } from './test-sends-card';

/**
 * The content tab (shown as Email Campaigns): a manual campaign, the campaigns with live progress,
 * the test sends and news analysis. The panel holds the send, so the list polls while its call waits.
 */
export const EmailCampaignsPanel = () => {
  const campaign = useCampaignSend('manual-campaign', forgetSentManualCampaign);
  return (
    <div className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <ManualCampaignCard campaign={campaign} />
        <div className="space-y-6">
          <TestSendsCard />
          <NewsAnalysisCard />
        </div>
      </div>
      <CampaignsCard waitingForSend={campaign.sending !== null} />
    </div>
  );
};
