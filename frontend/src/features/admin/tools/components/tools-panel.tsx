import { Database, Sparkles } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Button } from '../../../../components/ui/button';
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
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Database className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
            Tools database
          </CardTitle>
          <CardDescription>Makes the directory of 30+ tools match the catalogue source: new tools are added, changed ones updated, dropped ones removed.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Button onClick={() => refresh.mutate(undefined, { onError: (error) => toastFailure(REFRESH_FAILED, error) })} disabled={refresh.isPending}>
            {refresh.isPending ? 'Refreshing...' : 'Refresh Tools Database'}
          </Button>
          {refresh.data ? <RefreshSummary report={refresh.data} /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
            Enhance with AI
          </CardTitle>
          <CardDescription>Asks the AI writer for each tool&apos;s rating, review count, pros, features and use cases, and records only what changed.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Button onClick={() => enhance.mutate(undefined, { onError: (error) => toastFailure(ENHANCE_FAILED, error) })} disabled={enhance.isPending}>
            {enhance.isPending ? 'Enhancing...' : 'Enhance Tools with AI'}
          </Button>
          {enhance.data ? <EnhancementSummary report={enhance.data} /> : null}
        </CardContent>
      </Card>
    </div>
  );
};
