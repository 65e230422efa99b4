import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { actorTones } from '../../shared/actor-tones';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../../components/ui/sheet';
import type { Subscriber } from '@contract/subscribers.contract';
import { SUBSCRIBER_STATUS_LABELS } from '@contract/subscribers.vocabulary';
import { useSubscriberHistory } from '../api/get-subscriber-history';
import { describeHistory } from '../utils/describe-history';
import { countOf } from '../../shared/count-of';
import { formatDateTime } from '../../shared/format-date-time';
import { QueryState } from '../../shared/query-state';
import { SubscriberActions } from './subscriber-actions';

const HistoryList = ({ subscriberId }: { subscriberId: string }) => {
  const history = useSubscriberHistory(subscriberId);
  return (
    <QueryState query={history} loading="Loading history..." failure="Could not load the history" fallback="Please try again.">
      {(entries) => (
        <ol aria-label="History" className="relative space-y-5 border-l border-gray-200 pl-5 dark:border-gray-800">
          {describeHistory(entries).map((item) => (
            <li key={item.key} className="relative">
              <span aria-hidden="true" className="absolute -left-[1.6rem] top-1.5 h-2.5 w-2.5 rounded-full bg-indigo-500" />
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{item.title}</span>
                <Badge tone={actorTones[item.actor] ?? 'neutral'}>{item.actor}</Badge>
              </div>
              <time dateTime={item.occurredAt} className="block text-xs text-gray-600 dark:text-gray-400">
                {formatDateTime(item.occurredAt)}
              </time>
              {item.facts.length > 0 ? (
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  {item.facts.map((fact) => (
                    <div key={fact.label} className="contents">
                      <dt className="text-gray-600 dark:text-gray-400">{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
};

/** The drawer's content for one subscriber; an action's answer replaces the row it shows. */
const SubscriberDetails = ({ initial }: { initial: Subscriber }) => {
  const [subscriber, setSubscriber] = useState(initial);
  return (
    <>
      <SheetHeader>
        <SheetTitle className="break-all">{subscriber.email ?? 'Erased subscriber'}</SheetTitle>
        <SheetDescription>
          {SUBSCRIBER_STATUS_LABELS[subscriber.status]} · {subscriber.frequency.replaceAll('_', ' ')} · from {subscriber.source} · {countOf(subscriber.emailsSent, 'email')} sent
        </SheetDescription>
      </SheetHeader>
      <SubscriberActions subscriber={subscriber} onChanged={setSubscriber} />
      <HistoryList subscriberId={subscriber.id} />
    </>
  );
};

type SubscriberHistorySheetProps = {
  subscriber: Subscriber | null;
  onClose: () => void;
  /** Where focus goes once the drawer has closed; the drawer has no trigger of its own that Radix could return it to. */
  returnFocus: () => void;
};

/** The drawer of one subscriber: their stream of events, who caused each and when (the audit trail), and the admin's actions. */
export const SubscriberHistorySheet = ({ subscriber, onClose, returnFocus }: SubscriberHistorySheetProps) => (
  <Sheet open={subscriber !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
    {subscriber ? (
      <SheetContent
        onCloseAutoFocus={(event) => {
          // Radix would focus the dialog's trigger, and there is none (the rows open the drawer): without this focus falls to <body>.
          event.preventDefault();
          returnFocus();
        }}
      >
        <SubscriberDetails key={subscriber.id} initial={subscriber} />
      </SheetContent>
    ) : null}
  </Sheet>
);
