import { useEffect, useState } from 'react';
import { isRebuilding, useProjections, type ProjectionStatus } from '../api/get-projections';

/** A rebuild the admin asked for: the generation live when they asked, and whether the status has shown it running. */
type RequestedRebuild = { generation: number; seenRunning: boolean };

/** Requests still waiting: a request ends once its generation was swapped, or once it was seen running and no longer runs (finished or failed). */
const settle = (requested: ReadonlyMap<string, RequestedRebuild>, statuses: readonly ProjectionStatus[]): ReadonlyMap<string, RequestedRebuild> => {
  let changed = false;
  const next = new Map(requested);
  for (const [name, request] of requested) {
    const status = statuses.find((candidate) => candidate.name === name);
    const running = status ? isRebuilding(status) : false;
    if (!status || status.generation !== request.generation || (request.seenRunning && !running)) {
      next.delete(name);
      changed = true;
    } else if (running && !request.seenRunning) {
      next.set(name, { ...request, seenRunning: true });
      changed = true;
    }
  }
  return changed ? next : requested;
};

/**
 * The projections' status, and the rebuilds asked from this panel until they are done. A rebuild
 * may wait a while before the status reports it (the lease holder takes it up later) and a short one
 * may finish between two polls; so a requested rebuild keeps the panel polling and its row shown as
 * requested until the projection's generation changes or the rebuild was seen to end.
 */
export const useRequestedRebuilds = () => {
  const [requested, setRequested] = useState<ReadonlyMap<string, RequestedRebuild>>(new Map());
  const projections = useProjections({ keepPolling: requested.size > 0 });
  const statuses = projections.data;
  useEffect(() => {
    if (statuses) setRequested((current) => settle(current, statuses));
  }, [statuses]);
  return {
    projections,
    isRequested: (name: string) => requested.has(name),
    request: (projection: ProjectionStatus) => setRequested((current) => new Map(current).set(projection.name, { generation: projection.generation, seenRunning: false })),
    forget: (name: string) =>
      setRequested((current) => {
        const next = new Map(current);
        next.delete(name);
        return next;
      }),
  };
};
