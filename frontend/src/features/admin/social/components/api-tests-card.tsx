import { useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { API_TEST_TEXTS } from '@contract/social.vocabulary';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { IconCard } from '../../shared/icon-card';
import { socialAccountsQueryOptions } from '../api/get-social-accounts';
import { type ApiTest, type ApiTestStatus, useApiTests } from '../hooks/use-api-tests';

const tones: Record<ApiTestStatus, BadgeTone> = { idle: 'neutral', running: 'brand', passed: 'emerald', failed: 'red' };
const labels: Record<ApiTestStatus, string> = { ...API_TEST_TEXTS.statuses, running: 'Running...' };

type ApiTestsCardProps = { icon: LucideIcon; title: string; description: string; tests: readonly ApiTest[] };

/**
 * An API test card (sections 2, 4 and 8): a row per test with its status and what it found, a Run
 * button each, and Run All Tests, which runs them in order 500 ms apart. An alert says when some failed.
 */
export const ApiTestsCard = ({ icon, title, description, tests }: ApiTestsCardProps) => {
  const queryClient = useQueryClient();
  const { stateOf, run, runAll, busy, someFailed } = useApiTests(tests, () => void queryClient.invalidateQueries({ queryKey: socialAccountsQueryOptions().queryKey }));
  return (
    <IconCard icon={icon} title={title} description={description}>
      <Button onClick={() => void runAll()} disabled={busy}>
        {busy ? 'Running...' : 'Run All Tests'}
      </Button>
      {someFailed ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {API_TEST_TEXTS.someFailed}
        </p>
      ) : null}
      <ul aria-label={`${title} results`} className="divide-y divide-gray-200 dark:divide-gray-800">
        {tests.map((test) => {
          const { status, message } = stateOf(test.id);
          return (
            <li key={test.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-medium">{test.label}</p>
                {message ? <p className={status === 'failed' ? 'text-sm text-red-700 dark:text-red-300' : 'text-sm text-gray-600 dark:text-gray-400'}>{message}</p> : null}
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={tones[status]} aria-live="polite">
                  {labels[status]}
                </Badge>
                <Button size="sm" variant="outline" aria-label={`Run: ${test.label}`} disabled={busy} onClick={() => void run(test)}>
                  Run
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </IconCard>
  );
};
