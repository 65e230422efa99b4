import { useDeferredValue, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { OptionSelect } from '../../../../components/ui/select';
import { errorMessage } from '../../../../lib/api-client';
import { countOf } from '../../shared/count-of';
import { clearRecipients, selectRecipients, unselectRecipients, useSelectedRecipients, type Recipient } from '../../shared/recipient-selection';
import { useSubscribers, type Subscriber } from '../api/get-subscribers';
import { filterSubscribers, pageOf, type StatusFilter } from '../utils/subscriber-filter';
import { SubscriberHistorySheet } from './subscriber-history-sheet';
import { SubscriberTable } from './subscriber-table';

const numberFormat = new Intl.NumberFormat('en-US');

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'erased', label: 'Erased' },
];

/** The subscriber list: search, status filter, pages of 50, recipient selection and a history drawer per row. */
export const SubscriberListCard = () => {
  const subscribers = useSubscribers();
  const selected = useSelectedRecipients();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(0);
  const [historyOf, setHistoryOf] = useState<Subscriber | null>(null);
  const deferredSearch = useDeferredValue(search);

  const matching = useMemo(() => filterSubscribers(subscribers.data ?? [], { search: deferredSearch, status }), [subscribers.data, deferredSearch, status]);
  const shown = pageOf(matching, page);

  const select = (recipients: Recipient[], picked: boolean) =>
    picked ? selectRecipients(recipients) : unselectRecipients(recipients.map((recipient) => recipient.id));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribers</CardTitle>
        <CardDescription>
          {subscribers.data ? `${numberFormat.format(subscribers.data.length)} in total, newest first.` : 'Everyone who signed up, newest first.'} Pick recipients here for the send panels.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />
            <Input
              type="search"
              aria-label="Search subscribers"
              placeholder="Search by email, source, campaign or interest"
              className="pl-9"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(0);
              }}
            />
          </div>
          <div className="sm:w-48">
            <OptionSelect
              label="Status"
              value={status}
              options={statusOptions}
              onChange={(next) => {
                setStatus(next);
                setPage(0);
              }}
            />
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
        </div>
        {subscribers.isPending ? <p role="status">Loading subscribers...</p> : null}
        {subscribers.isError ? <p role="alert">Could not load the subscribers: {errorMessage(subscribers.error, 'Please try again later.')}</p> : null}
        {subscribers.isSuccess && shown.total === 0 ? <p>{subscribers.data.length === 0 ? 'Nobody has subscribed yet.' : 'No subscriber matches.'}</p> : null}
        {shown.total > 0 ? (
          <>
            <SubscriberTable subscribers={shown.items} selected={selected} onSelect={select} onShowHistory={setHistoryOf} />
            <nav aria-label="Subscriber pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <span className="tabular-nums text-gray-700 dark:text-gray-300">
                {numberFormat.format(shown.firstRow)}–{numberFormat.format(shown.firstRow + shown.items.length - 1)} of {numberFormat.format(shown.total)}
              </span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={shown.page === 0} onClick={() => setPage(shown.page - 1)}>
                  Previous
                </Button>
                <Button variant="outline" size="sm" disabled={shown.page >= shown.pageCount - 1} onClick={() => setPage(shown.page + 1)}>
                  Next
                </Button>
              </div>
            </nav>
          </>
        ) : null}
      </CardContent>
      <SubscriberHistorySheet subscriber={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
};
