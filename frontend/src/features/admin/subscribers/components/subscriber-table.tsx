import { History } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHeader } from '../../../../components/ui/table';
import { formatPublishDate } from '../../../../lib/format-date';
import type { SuppressionReason } from '@contract/email.vocabulary';
import type { Recipient } from '../../shared/recipient-selection';
import { recipientOf } from '../utils/recipient-of';
import type { Subscriber } from '@contract/subscribers.contract';
import { interestLabel, SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from '@contract/subscribers.vocabulary';

const statusTones: Record<SubscriberStatus, BadgeTone> = { active: 'emerald', pending: 'amber', unsubscribed: 'gray', erased: 'red' };

/** How the mail provider's reports read in the list (SendGrid's bounce, dropped and spam report events). */
const suppressionLabels: Record<SuppressionReason, string> = { bounce: 'bounced', dropped: 'dropped', spamreport: 'spam report' };

const suppressionOf = ({ suppression }: Subscriber) => (suppression ? `suppressed: ${suppression.reasons.map((reason) => suppressionLabels[reason]).join(', ')}` : null);

const utmOf = ({ utmSource, utmMedium, utmCampaign }: Subscriber) => [utmSource, utmMedium, utmCampaign].filter(Boolean).join(' / ');

/** Marks a row's History button with the subscriber's id, so focus can find it again after the list re-rendered. */
export const HISTORY_BUTTON_ATTRIBUTE = 'data-history-of';

/** The History button of a subscriber inside `container`, if their row is still shown. */
export const historyButtonOf = (container: HTMLElement | null, subscriberId: string): HTMLElement | undefined =>
  [...(container?.querySelectorAll<HTMLElement>(`[${HISTORY_BUTTON_ATTRIBUTE}]`) ?? [])].find((button) => button.getAttribute(HISTORY_BUTTON_ATTRIBUTE) === subscriberId);

type SubscriberTableProps = {
  subscribers: readonly Subscriber[];
  selected: ReadonlyMap<string, Recipient>;
  onSelect: (recipients: Recipient[], selected: boolean) => void;
  onShowHistory: (subscriber: Subscriber) => void;
};

/**
 * The row's one action, History, sits right after the address: at the end of the row it was off
 * screen at tablet width, reachable only by scrolling the table sideways. What does not fit a
 * tablet scrolls sideways under a fade that says so.
 */
export const SubscriberTable = ({ subscribers, selected, onSelect, onShowHistory }: SubscriberTableProps) => {
  const pickable = subscribers.map(recipientOf).filter((recipient): recipient is Recipient => recipient !== null);
  const pickedHere = pickable.filter((recipient) => selected.has(recipient.id)).length;
  const pageState = pickedHere === 0 ? false : pickedHere === pickable.length ? true : 'indeterminate';
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">
            <Checkbox aria-label="Select every active subscriber on this page" checked={pageState} disabled={pickable.length === 0} onCheckedChange={(checked) => onSelect(pickable, checked === true)} />
          </TableHead>
          <TableHead>Email</TableHead>
          <TableHead>
            <span className="sr-only">History</span>
          </TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Frequency</TableHead>
          <TableHead>Interests</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>UTM</TableHead>
          <TableHead>Signed up</TableHead>
          <TableHead className="text-right">Emails sent</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {subscribers.map((subscriber) => {
          const recipient = recipientOf(subscriber);
          const name = subscriber.email ?? 'erased subscriber';
          const suppressed = suppressionOf(subscriber);
          return (
            // Centred: the History button is taller than a line of text, and the row's text lines up with its label.
            <TableRow key={subscriber.id} className="[&>*]:align-middle">
              <TableCell>
                <Checkbox aria-label={`Select ${name}`} checked={selected.has(subscriber.id)} disabled={!recipient} onCheckedChange={(checked) => recipient && onSelect([recipient], checked === true)} />
              </TableCell>
              <TableRowHeader className="whitespace-nowrap">{subscriber.email ?? <span className="italic text-gray-500 dark:text-gray-400">Erased</span>}</TableRowHeader>
              <TableCell>
                <Button variant="ghost" size="sm" aria-label={`History of ${name}`} {...{ [HISTORY_BUTTON_ATTRIBUTE]: subscriber.id }} onClick={() => onShowHistory(subscriber)}>
                  <History className="h-4 w-4" aria-hidden="true" />
                  {/* Below 1280 px the icon alone (the name says it), so more of the row fits a tablet. */}
                  <span className="hidden xl:inline">History</span>
                </Button>
              </TableCell>
              <TableCell>
                <span className="flex flex-wrap gap-1">
                  <Badge tone={statusTones[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
                  {suppressed && (
                    <Badge tone="red" title={`No send reaches this address since ${formatPublishDate(subscriber.suppression!.since)}`}>
                      {suppressed}
                    </Badge>
                  )}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{subscriber.frequency.replaceAll('_', ' ')}</TableCell>
              <TableCell className="max-w-56">{subscriber.interests.map(interestLabel).join(', ') || '—'}</TableCell>
              <TableCell className="whitespace-nowrap">{subscriber.source}</TableCell>
              <TableCell className="max-w-48 break-words">{utmOf(subscriber) || '—'}</TableCell>
              <TableCell className="whitespace-nowrap">{formatPublishDate(subscriber.subscribedAt)}</TableCell>
              <TableCell className="text-right tabular-nums">{subscriber.emailsSent}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
