import { HistoryTimeline, HistoryTimelineEntry, type TimelineFact } from '../../shared/history-timeline';
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
  ].filter((fact): fact is TimelineFact => Boolean(fact.value));

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
    <HistoryTimeline label={`History of ${draftId}`}>
      {history.entries.map((entry) => {
        const version = (entry.action === 'written' || entry.action === 'revised') && entry.version !== null ? versions.get(entry.version) : undefined;
        return (
          <HistoryTimelineEntry key={entry.position} title={draftActionLabels[entry.action]} actor={entry.actor} by={entry.operator} occurredAt={entry.occurredAt} facts={factsOf(entry)}>
            {version ? <VersionContent version={version} /> : null}
          </HistoryTimelineEntry>
        );
      })}
    </HistoryTimeline>
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
