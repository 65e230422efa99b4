import { ArchiveRestore, Ban, History, MailOpen, Reply, SquarePen } from 'lucide-react';
import type { ContactMessage } from '@contract/contact.contract';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../shared/format-date-time';
import type { ContactMessageAction } from '../api/contact-message-actions';
import { channelLabels, messageTitle } from '../utils/contact-labels';
import { PriorityBadge, StatusBadge } from './message-badges';

/** What the item asks its inbox to do: the calls and dialogs live there, so they outlast an item that leaves the list. */
export type MessageHandlers = {
  act: (message: ContactMessage, action: ContactMessageAction) => void;
  reply: (message: ContactMessage) => void;
  compose: (message: ContactMessage) => void;
  showHistory: (message: ContactMessage) => void;
};

const Replies = ({ message }: { message: ContactMessage }) => (
  <section aria-label={`Replies to ${messageTitle(message)}`} className="space-y-2 border-l-2 border-emerald-600 pl-3 dark:border-emerald-500">
    <h5 className="text-sm font-semibold">Replies sent</h5>
    <ol className="space-y-2">
      {message.replies.map((reply, index) => (
        // Replies are only ever added, oldest first: the place is the identity.
        <li key={index} className="text-sm">
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {reply.operator} · <time dateTime={reply.sentAt}>{formatDateTime(reply.sentAt)}</time>
          </p>
          <p className="whitespace-pre-wrap break-words">{reply.content ?? 'The text of this reply was erased with the sender.'}</p>
        </li>
      ))}
    </ol>
  </section>
);

type ContactMessageItemProps = { message: ContactMessage; busy: boolean; handlers: MessageHandlers };

/**
 * One message of the inbox (spec section 2): who wrote, when and through which channel, its subject
 * and text, status and priority, the replies sent, and the actions its status allows: Mark Read only
 * while unread, Spam or Restore, Reply and Compose while the sender's address is known.
 */
export const ContactMessageItem = ({ message, busy, handlers }: ContactMessageItemProps) => {
  const title = messageTitle(message);
  const headingId = `contact-message-${message.id}`;
  return (
    <article aria-labelledby={headingId} data-message={message.id} tabIndex={-1} className="space-y-3 rounded-lg border border-gray-200 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-gray-800">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={message.status} />
        <PriorityBadge priority={message.priority} />
      </div>
      <h4 id={headingId} className="break-words text-lg font-semibold">
        {title}
      </h4>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {message.erased ? (
          <span>Erased sender: their name, address and message were deleted at their request.</span>
        ) : (
          <>
            <span className="font-medium">{message.name}</span> <span className="break-all">&lt;{message.email}&gt;</span>
          </>
        )}{' '}
        · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time> · via {channelLabels[message.channel]}
      </p>
      {message.message !== null ? <p className="whitespace-pre-wrap break-words">{message.message}</p> : null}
      {message.replies.length > 0 ? <Replies message={message} /> : null}
      <div className="flex flex-wrap gap-2">
        {message.status === 'unread' ? (
          <Button size="sm" variant="outline" data-control="mark-read" disabled={busy} onClick={() => handlers.act(message, 'mark-read')}>
            <MailOpen className="h-4 w-4" aria-hidden="true" />
            Mark Read
          </Button>
        ) : null}
        {message.erased ? null : (
          <>
            <Button size="sm" data-control="reply" disabled={busy} onClick={() => handlers.reply(message)}>
              <Reply className="h-4 w-4" aria-hidden="true" />
              Reply
            </Button>
            <Button size="sm" variant="outline" data-control="compose" aria-label={`Compose an email to ${message.email}`} onClick={() => handlers.compose(message)}>
              <SquarePen className="h-4 w-4" aria-hidden="true" />
              Compose
            </Button>
          </>
        )}
        {message.status === 'spam' ? (
          <Button size="sm" variant="outline" data-control="restore" disabled={busy} onClick={() => handlers.act(message, 'restore')}>
            <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
            Restore
          </Button>
        ) : (
          <Button size="sm" variant="ghost" data-control="spam" disabled={busy} onClick={() => handlers.act(message, 'spam')}>
            <Ban className="h-4 w-4" aria-hidden="true" />
            Spam
          </Button>
        )}
        <Button size="sm" variant="ghost" data-control="history" aria-label={`History of ${title}`} onClick={() => handlers.showHistory(message)}>
          <History className="h-4 w-4" aria-hidden="true" />
          History
        </Button>
      </div>
    </article>
  );
};
