import type { DraftAction, DraftStatus } from '@contract/email.vocabulary';
import type { BadgeTone } from '../../../../components/ui/badge';

export const draftStatusTones: Record<DraftStatus, BadgeTone> = { pending: 'amber', approved: 'emerald', rejected: 'red', expired: 'gray', sent: 'blue' };

export const draftActionLabels: Record<DraftAction, string> = {
  written: 'Written',
  revised: 'Revised',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  sent: 'Sent',
};

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * 'Tue, Jun 3, 2025' for a target date ('2025-06-03'). A date has no time zone: it is read and
 * written in UTC so no offset of the admin's browser moves it to the day before.
 */
export const formatTargetDate = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * What rejecting (or withdrawing) a draft means, said in its confirmation: one draft per frequency
 * and date is written, so a rejected one is not replaced and that date's newsletter does not go out.
 */
export const rejectConsequence = ({ frequency, targetDate }: { frequency: string; targetDate: string }) =>
  `No ${frequency} newsletter will go out on ${formatTargetDate(targetDate)}: a rejected draft cannot be approved again, and no new draft is written for that date.`;
