import type { ContactMessage } from '@contract/contact.contract';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../../components/ui/sheet';
import { HistoryTimeline, HistoryTimelineEntry } from '../../shared/history-timeline';
import { QueryState } from '../../shared/query-state';
import { useContactHistory } from '../api/get-contact-history';
import { channelLabels, historyActionLabels, messageTitle } from '../utils/contact-labels';

/** The message's trail, newest first: what happened, who did it (the admin's name, else the actor) and when. */
const HistoryList = ({ messageId }: { messageId: string }) => {
  const history = useContactHistory(messageId);
  return (
    <QueryState query={history} loading="Loading history..." failure="Could not load the history" fallback="Please try again.">
      {(entries) => (
        <HistoryTimeline label="History">
          {[...entries].reverse().map((entry) => (
            <HistoryTimelineEntry key={entry.position} title={historyActionLabels[entry.action]} actor={entry.actor} by={entry.operator} occurredAt={entry.occurredAt} />
          ))}
        </HistoryTimeline>
      )}
    </QueryState>
  );
};

type ContactHistorySheetProps = {
  message: ContactMessage | null;
  onClose: () => void;
  /** Where focus goes once the drawer has closed; the drawer has no trigger of its own that Radix could return it to. */
  returnFocus: () => void;
};

/** The drawer of one message: its audit trail from the message's stream (who did what and when; never what anyone wrote). */
export const ContactHistorySheet = ({ message, onClose, returnFocus }: ContactHistorySheetProps) => (
  <Sheet open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
    {message ? (
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="break-words">{messageTitle(message)}</SheetTitle>
          <SheetDescription>
            {message.erased ? 'From an erased sender' : `From ${message.name} <${message.email}>`}, through {channelLabels[message.channel]}.
          </SheetDescription>
        </SheetHeader>
        <HistoryList messageId={message.id} />
      </SheetContent>
    ) : null}
  </Sheet>
);
