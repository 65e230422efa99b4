import { type Decider, unhandled } from '../commands/decider.js';
import type { EventData } from '../events/event-type.js';
import { JOB_EVENT_TYPES, type JobEvent, type JobOutcome, type JobRunFinished, type JobRunStarted, type JobTrigger } from './job.events.js';

type Started = EventData<typeof JobRunStarted>;
type Finished = EventData<typeof JobRunFinished>;

export type JobRun = Started & { finished: Pick<Finished, 'outcome' | 'finishedAt' | 'durationMs' | 'summary' | 'error'> | null };

export type JobState = {
  schedule: { expression: string; timezone: string; since: string } | null;
  /** The latest scheduled occurrence that ran to an end (succeeded or failed): it is not run again. */
  completedOccurrence: string | null;
  /** A run started and not finished. Whoever holds the job's lease and finds one here knows it was interrupted. */
  running: Started | null;
  lastRun: JobRun | null;
};

export type JobCommand =
  | { type: 'Schedule'; job: string; expression: string; timezone: string; now: Date }
  | { type: 'Start'; job: string; runId: string; trigger: JobTrigger; occurrence: Date | null; holder: string; operator: string | null; parameters: Started['parameters']; now: Date }
  | { type: 'Finish'; job: string; runId: string; outcome: JobOutcome; summary: string | null; error: string | null; now: Date };

const INTERRUPTED = 'The instance running it stopped before it finished';

type JobDecider = Decider<JobCommand, JobState, typeof JOB_EVENT_TYPES>;

const decide: JobDecider['decide'] = (command, state) => {
  switch (command.type) {
    case 'Schedule': {
      const { schedule } = state;
      if (schedule?.expression === command.expression && schedule.timezone === command.timezone) return [];
      return [{ type: 'JobScheduled', data: { job: command.job, schedule: command.expression, timezone: command.timezone, since: command.now.toISOString() } }];
    }
    case 'Start': {
      const occurrence = command.occurrence?.toISOString() ?? null;
      if (command.trigger !== 'manual') {
        if (occurrence === null) throw new Error('A scheduled run stands for an occurrence');
        if (state.completedOccurrence !== null && occurrence <= state.completedOccurrence) return [];
      }
      const events: JobEvent[] = [];
      // The caller holds the job's lease, so a run still open was left by an instance that stopped.
      if (state.running) events.push(finished(state.running, command.job, 'interrupted', null, INTERRUPTED, command.now));
      events.push({
        type: 'JobRunStarted',
        data: {
          job: command.job,
          runId: command.runId,
          trigger: command.trigger,
          occurrence,
          startedAt: command.now.toISOString(),
          holder: command.holder,
          operator: command.operator,
          parameters: command.parameters,
        },
      });
      return events;
    }
    case 'Finish':
      // Already closed as interrupted by another holder: nothing more to say about it.
      if (state.running?.runId !== command.runId) return [];
      return [finished(state.running, command.job, command.outcome, command.summary, command.error, command.now)];
    default:
      return unhandled('command', command);
  }
};

const finished = (run: Started, job: string, outcome: JobOutcome, summary: string | null, error: string | null, now: Date): JobEvent => ({
  type: 'JobRunFinished',
  data: {
    job,
    runId: run.runId,
    outcome,
    finishedAt: now.toISOString(),
    durationMs: Math.max(0, now.getTime() - Date.parse(run.startedAt)),
    summary,
    error,
  },
});

const evolve: JobDecider['evolve'] = (state, event) => {
  switch (event.type) {
    case 'JobScheduled':
      return { ...state, schedule: { expression: event.data.schedule, timezone: event.data.timezone, since: event.data.since } };
    case 'JobRunStarted':
      return { ...state, running: event.data, lastRun: { ...event.data, finished: null } };
    case 'JobRunFinished': {
      const run = state.running?.runId === event.data.runId ? state.running : null;
      if (!run) return state;
      const { outcome, finishedAt, durationMs, summary, error } = event.data;
      const completes = run.trigger !== 'manual' && outcome !== 'interrupted' && run.occurrence !== null;
      return {
        ...state,
        running: null,
        completedOccurrence: completes && (state.completedOccurrence === null || run.occurrence! > state.completedOccurrence) ? run.occurrence : state.completedOccurrence,
        lastRun: { ...run, finished: { outcome, finishedAt, durationMs, summary, error } },
      };
    }
    default:
      return unhandled('event', event);
  }
};

export const jobDecider: JobDecider = {
  events: JOB_EVENT_TYPES,
  initialState: () => ({ schedule: null, completedOccurrence: null, running: null, lastRun: null }),
  evolve,
  decide,
};
