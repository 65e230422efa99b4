import { CONSEQUENTIAL_JOBS } from '@contract/operations.vocabulary';

/** What Run now asks first, for a job whose run reaches people or cannot be undone. */
type RunConfirmation = { title: string; description: string; confirmLabel: string };

/** By the job names the backend registers. The send jobs are the same mail as the test sends of Email Campaigns, which ask first too. */
const confirmations: Readonly<Record<string, RunConfirmation>> = {
  [CONSEQUENTIAL_JOBS.dailySend]: {
    title: 'Run daily-send now?',
    description: "If today's daily draft is approved and not sent yet, it goes to every daily subscriber now instead of at its send time.",
    confirmLabel: 'Run Now',
  },
  [CONSEQUENTIAL_JOBS.weeklySend]: {
    title: 'Run weekly-send now?',
    description: "If this Monday's weekly draft is approved and not sent yet, it goes to every weekly subscriber now instead of at its send time.",
    confirmLabel: 'Run Now',
  },
  [CONSEQUENTIAL_JOBS.rotateKeys]: {
    title: 'Run rotate-keys now?',
    description: 'Data keys move to the newest key-encryption key and older keys are destroyed. It cannot be undone; it also runs by itself every night.',
    confirmLabel: 'Run Now',
  },
};

export const runConfirmationOf = (jobName: string): RunConfirmation | undefined => confirmations[jobName];
