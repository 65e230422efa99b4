import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { SearchInput } from '../../../../components/ui/search-input';
import { OptionSelect } from '../../../../components/ui/select';
import { countOf, formatNumber } from '../../shared/count-of';
import { QueryState } from '../../shared/query-state';
import { clearRecipients, selectRecipients, unselectRecipients, useSelectedRecipients, type Recipient } from '../../shared/recipient-selection';
import { EMAIL_MAX_LENGTH } from '@contract/fields';
import type { Subscriber } from '@contract/subscribers.contract';
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from '@contract/subscribers.vocabulary';
import { usePagedSubscriberList, type StatusFilter } from '../hooks/use-paged-subscriber-list';
import { SelectAllMatching } from './select-all-matching';
import { SubscriberHistorySheet } from './subscriber-history-sheet';
import { historyButtonOf, SubscriberTable } from './subscriber-table';

/** Every status the contract knows, so a pending (double opt-in) subscriber can be found too. */
const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: SUBSCRIBER_STATUS_LABELS[status] })),
];

/**
 * The subscriber list: pages of the server (search by the start of the address, status filter),
 * recipient selection that lasts across pages, and a history drawer per row.
 */
export const SubscriberListCard = () => {
  const selected = useSelectedRecipients();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [historyOf, setHistoryOf] = useState<Subscriber | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // Who the drawer was opened for, still known after it closed (historyOf is null by then).
  const openedFor = useRef<string | null>(null);
  const showHistory = (subscriber: Subscriber) => {
    openedFor.current = subscriber.id;
    setHistoryOf(subscriber);
  };
  // Back to the row's History button, looked up again because a refetch may have replaced the rows
  // meanwhile; when the row is gone (filtered out, another page), to the search box above the list.
  const returnFocus = () => (historyButtonOf(card.current, openedFor.current ?? '') ?? searchBox.current)?.focus();
  const list = usePagedSubscriberList({ search, status });
  // Said of the page on screen, which answers the search as it was when asked (the typing may have gone on).
  const shown = list.shown;
  const searched = shown?.query.q !== undefined;
  const filtered = searched || shown?.query.status !== undefined;
  const matchWord = shown?.total === 1 ? ' matches' : ' match';

  const select = (recipients: Recipient[], picked: boolean) =>
    picked ? selectRecipients(recipients) : unselectRecipients(recipients.map((recipient) => recipient.id));

  return (
    <Card ref={card}>
      <CardHeader>
        <CardTitle>Subscribers</CardTitle>
        <CardDescription>
          {shown === undefined
            ? 'Everyone who signed up, newest first.'
            : `${countOf(shown.total, 'subscriber')}${filtered ? matchWord : ''}, ${searched ? 'in address order' : 'newest first'}.`}{' '}
          Pick recipients here for the send panels.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchInput
            ref={searchBox}
            wrapperClassName="flex-1"
            aria-label="Search by email address"
            placeholder="Search by the start of an email address"
            maxLength={EMAIL_MAX_LENGTH}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div className="sm:w-48">
            <OptionSelect label="Status" value={status} options={statusOptions} onChange={setStatus} />
          </div>
        </div>
        <div aria-live="polite" className="flex min-h-9 flex-wrap items-center gap-3 rounded-md bg-indigo-50 px-3 py-1.5 text-sm dark:bg-indigo-950/40">
          <span>
            <strong className="tabular-nums">{countOf(selected.size, 'recipient')}</strong> selected for sending
          </span>
          {selected.size > 0 ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={clearRecipients}>
              Clear selection
            </Button>
          ) : null}
          {shown && shown.total > 0 && (shown.query.status ?? 'active') === 'active' ? <SelectAllMatching search={shown.query.q} /> : null}
        </div>
        <QueryState
          query={{ isPending: list.isPending, error: list.error, data: shown }}
          loading="Loading subscribers..."
          failure="Could not load the subscribers"
          empty={filtered ? 'No subscriber matches.' : 'Nobody has subscribed yet.'}
          isEmpty={(shown) => shown.total === 0}
        >
          {(page) => (
            <>
              <SubscriberTable subscribers={page.items} selected={selected} onSelect={select} onShowHistory={showHistory} />
              <nav aria-label="Subscriber pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <span className="tabular-nums text-gray-700 dark:text-gray-300">
                  {formatNumber(page.firstRow)}–{formatNumber(page.firstRow + page.items.length - 1)} of {formatNumber(page.total)}
                </span>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={!list.hasPrevious} onClick={list.previous}>
                    Previous
                  </Button>
                  <Button variant="outline" size="sm" disabled={!list.hasNext} onClick={list.next}>
                    Next
                  </Button>
                </div>
              </nav>
            </>
          )}
        </QueryState>
      </CardContent>
      <SubscriberHistorySheet subscriber={historyOf} onClose={() => setHistoryOf(null)} returnFocus={returnFocus} />
    </Card>
  );
};
