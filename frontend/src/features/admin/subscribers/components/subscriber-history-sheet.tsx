import { useState } from 'react';
import { HistoryTimeline, HistoryTimelineEntry } from '../../shared/history-timeline';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../../components/ui/sheet';
import type { Subscriber } from '@contract/subscribers.contract';
import { SUBSCRIBER_STATUS_LABELS } from '@contract/subscribers.vocabulary';
import { useSubscriberHistory } from '../api/get-subscriber-history';
import { describeHistory } from '../utils/describe-history';
import { countOf } from '../../shared/count-of';
import { QueryState } from '../../shared/query-state';
import { SubscriberActions } from './subscriber-actions';

const HistoryList = ({ subscriberId }: { subscriberId: string }) => {
  const history = useSubscriberHistory(subscriberId);
  return (
    <QueryState query={history} loading="Loading history..." failure="Could not load the history" fallback="Please try again.">
      {(entries) => (
        <HistoryTimeline label="History">
          {describeHistory(entries).map((item) => (
            <HistoryTimelineEntry key={item.key} title={item.title} actor={item.actor} occurredAt={item.occurredAt} facts={item.facts} />
          ))}
        </HistoryTimeline>
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
