import { Badge } from '../../../../components/ui/badge';
import { actorTones } from '../../shared/actor-tones';
import { formatDateTime } from '../../shared/format-date-time';
import { QueryState } from '../../shared/query-state';
import { useDraftHistory, type DraftHistory, type DraftHistoryEntry, type DraftVersion } from '../api/get-draft-history';
import { draftActionLabels } from '../utils/draft-labels';
import { interestLabel } from '@contract/subscribers.vocabulary';

/** The words that came with an entry: notes, the revision asked for, why it expired, which campaign sent it. */
const factsOf = (entry: DraftHistoryEntry) =>
  [
    { label: 'Notes', value: entry.notes },
    { label: 'Asked for', value: entry.revisionRequest },
    { label: 'Reason', value: entry.reason },
    { label: 'Campaign', value: entry.campaignId },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));

const VersionContent = ({ version }: { version: DraftVersion }) => (
  <details className="mt-1 rounded-md border border-gray-200 text-sm dark:border-gray-800">
    <summary className="cursor-pointer px-3 py-1.5 font-medium">
      Version {version.version}: {version.subject}
    </summary>
    <div className="space-y-1 border-t border-gray-200 px-3 py-2 dark:border-gray-800">
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {version.writer} writer ({version.model}) · interests: {version.interests.map(interestLabel).join(', ') || 'none'}
      </p>
      <p className="max-h-64 overflow-auto whitespace-pre-wrap break-words">{version.content}</p>
    </div>
  </details>
);

const HistoryEntries = ({ draftId, history }: { draftId: string; history: DraftHistory }) => {
  const versions = new Map(history.versions.map((version) => [version.version, version]));
  return (
    <ol aria-label={`History of ${draftId}`} className="relative space-y-5 border-l border-gray-200 pl-5 dark:border-gray-800">
      {history.entries.map((entry) => {
        const version = (entry.action === 'written' || entry.action === 'revised') && entry.version !== null ? versions.get(entry.version) : undefined;
        const facts = factsOf(entry);
        return (
          // The dot on the line is drawn by ::before: decoration, no element of its own.
          <li key={entry.position} className="relative before:absolute before:-left-[1.6rem] before:top-1.5 before:h-2.5 before:w-2.5 before:rounded-full before:bg-indigo-500">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{draftActionLabels[entry.action]}</span>
              <Badge tone={actorTones[entry.actor] ?? 'neutral'}>{entry.operator ?? entry.actor}</Badge>
            </div>
            <time dateTime={entry.occurredAt} className="block text-xs text-gray-600 dark:text-gray-400">
              {formatDateTime(entry.occurredAt)}
            </time>
            {facts.length > 0 ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {facts.map((fact) => (
                  <div key={fact.label} className="contents">
                    <dt className="text-gray-600 dark:text-gray-400">{fact.label}</dt>
                    <dd className="whitespace-pre-wrap break-words">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {version ? <VersionContent version={version} /> : null}
          </li>
        );
      })}
    </ol>
  );
};

/** A draft's audit trail, oldest first: every version of its content, and who did what and when, with their words. */
export const DraftHistoryTimeline = ({ draftId }: { draftId: string }) => {
  const history = useDraftHistory(draftId);
  return (
    <QueryState query={history} loading="Loading history..." failure="Could not load the history" fallback="Please try again.">
      {(loaded) => <HistoryEntries draftId={draftId} history={loaded} />}
    </QueryState>
  );
};
