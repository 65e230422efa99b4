import { Database, Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { IconCard } from '../../shared/icon-card';
import { toastFailure } from '../../shared/toast-failure';
import { useEnhanceTools } from '../api/enhance-tools';
import { useRefreshTools } from '../api/refresh-tools';
import { EnhancementSummary } from './enhancement-summary';
import { RefreshSummary } from './refresh-summary';

export const REFRESH_FAILED = 'Failed to refresh tools database';
export const ENHANCE_FAILED = 'Failed to enhance tools data. Please check OpenAI API key.';

/** Spec section 2, Tools: refresh the 30+ tools from the catalogue source, and enhance their data with AI. */
export const ToolsPanel = () => {
  const refresh = useRefreshTools();
  const enhance = useEnhanceTools();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <IconCard icon={Database} title="Tools database" description="Makes the directory of 30+ tools match the catalogue source: new tools are added, changed ones updated, dropped ones removed.">
        <Button onClick={() => refresh.mutate(undefined, { onError: (error) => toastFailure(REFRESH_FAILED, error) })} disabled={refresh.isPending}>
          {refresh.isPending ? 'Refreshing...' : 'Refresh Tools Database'}
        </Button>
        {refresh.data ? <RefreshSummary report={refresh.data} /> : null}
      </IconCard>
      <IconCard icon={Sparkles} title="Enhance with AI" description="Asks the AI writer for each tool's rating, review count, pros, features and use cases, and records only what changed.">
        <Button onClick={() => enhance.mutate(undefined, { onError: (error) => toastFailure(ENHANCE_FAILED, error) })} disabled={enhance.isPending}>
          {enhance.isPending ? 'Enhancing...' : 'Enhance Tools with AI'}
        </Button>
        {enhance.data ? <EnhancementSummary report={enhance.data} /> : null}
      </IconCard>
    </div>
  );
};
