import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { countOf } from '../../shared/count-of';
import type { Recipient } from '../../shared/recipient-selection';

/** How many addresses are named before "and N more". */
const NAMED = 5;

/** The recipients picked in the Subscribers tab, as the send panels show them, with the way back there. */
export const RecipientsSummary = ({ recipients }: { recipients: ReadonlyMap<string, Recipient> }) => {
  const named = [...recipients.values()].slice(0, NAMED);
  const more = recipients.size - named.length;
  return (
    <div aria-live="polite" className="space-y-2 rounded-md bg-indigo-50 px-3 py-2 text-sm dark:bg-indigo-950/40">
      <p>
        <strong className="tabular-nums">{countOf(recipients.size, 'recipient')}</strong> selected.{' '}
        <Link to="?tab=users" className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
          {recipients.size === 0 ? 'Pick recipients in the Subscribers tab' : 'Change in the Subscribers tab'}
        </Link>
      </p>
      {named.length > 0 ? (
        <ul aria-label="Recipients" className="flex flex-wrap gap-1.5">
          {named.map((recipient) => (
            <li key={recipient.id}>
              <Badge tone="neutral">{recipient.email}</Badge>
            </li>
          ))}
          {more > 0 ? <li className="self-center text-gray-700 dark:text-gray-300">and {countOf(more, 'more', 'more')}</li> : null}
        </ul>
      ) : null}
    </div>
  );
};
