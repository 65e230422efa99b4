import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from './server';

/**
 * Answers `GET path` from a list of snapshots in turn, repeating the last one (a status that moves
 * between polls); the returned function says how many requests were made.
 */
export const serveSnapshots = <Snapshot extends JsonBodyType>(path: string, snapshots: readonly Snapshot[]) => {
  let calls = 0;
  server.use(
    http.get(path, () => {
      const snapshot = snapshots[Math.min(calls, snapshots.length - 1)];
      calls += 1;
      return HttpResponse.json(snapshot);
    }),
  );
  return () => calls;
};
