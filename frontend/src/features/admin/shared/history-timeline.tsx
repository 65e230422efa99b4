import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from './format-date-time';

/** The colour of who did something, in every history of the dashboard. */
const actorTones: Record<string, BadgeTone> = { visitor: 'blue', admin: 'purple', system: 'gray', scheduler: 'amber' };

export type TimelineFact = { label: string; value: string };

/** A history as the dashboard draws it (subscribers, drafts, contact messages): a line with a dot per entry, in the caller's order. */
export const HistoryTimeline = ({ label, children }: { label: string; children: ReactNode }) => (
  <ol aria-label={label} className="relative space-y-5 border-l border-gray-200 pl-5 dark:border-gray-800">
    {children}
  </ol>
);

type HistoryTimelineEntryProps = {
  title: string;
  /** Who did it (visitor, admin, system, scheduler): the badge's colour. */
  actor: string;
  /** The badge's words: the admin's name where it is known, else the actor. */
  by?: string | null;
  occurredAt: string;
  facts?: readonly TimelineFact[];
  children?: ReactNode;
};

/** One entry: what happened, who did it and when, the words that came with it, then anything more (`children`). */
export const HistoryTimelineEntry = ({ title, actor, by, occurredAt, facts = [], children }: HistoryTimelineEntryProps) => (
  // The dot on the line is drawn by ::before: decoration, no element of its own.
  <li className="relative before:absolute before:-left-[1.6rem] before:top-1.5 before:h-2.5 before:w-2.5 before:rounded-full before:bg-indigo-500">
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium">{title}</span>
      <Badge tone={actorTones[actor] ?? 'neutral'}>{by ?? actor}</Badge>
    </div>
    <time dateTime={occurredAt} className="block text-xs text-gray-600 dark:text-gray-400">
      {formatDateTime(occurredAt)}
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
    {children}
  </li>
);
