import type { BadgeTone } from '../../../components/ui/badge';
import type { JobListing } from '@contract/operations.contract';

/** A job run's outcome as a badge colour: the Jobs panel and the Gmail check show runs alike. */
export const JOB_OUTCOME_TONES: Record<NonNullable<JobListing['lastResult']>['outcome'], BadgeTone> = {
  running: 'brand',
  succeeded: 'emerald',
  failed: 'red',
  interrupted: 'amber',
};
