import { randomUUID } from 'node:crypto';
import { illegalState } from '../errors/domain-errors.js';
import type { ReadModelStore } from '../read-model/read-model-store.port.js';
import type { ProjectionFollower } from './projection-follower.js';
import type { Leadership } from './projection-leadership.js';
import type { RebuildProgress } from './projection-status.js';
import type { BeforeSwap } from './verified-swap.js';
import { type RebuildRequest, parseRebuildRequest, pendingRequests, rebuildRequestKey } from './rebuild-requests.js';

export type RebuildCoordinatorOptions = {
  store: ReadModelStore;
  projectionNames: readonly string[];
  leadership: () => Leadership | null;
  follower: () => ProjectionFollower | null;
  /** What a verified rebuild runs before its swap, here. */
  verifier: () => BeforeSwap | undefined;
  /** False once the engine stops: a caller following a request stops waiting. */
  running: () => boolean;
  /** How often a requester reads its request back (default 50 ms). */
  pollMs?: number;
  log: (message: string) => void;
};

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Rebuilds asked of an instance that does not run the projections: the request goes to the store,
 * the holder of the projections lease picks it up, runs it, and writes how it ended; the requester
 * follows the request and the progress the holder publishes. If the holder dies, the next holder
 * (possibly the requester itself) takes the request up again.
 */
export class RebuildCoordinator {
  private serving = false;

  constructor(private readonly options: RebuildCoordinatorOptions) {}

  /** Writes the request; `done` settles when the holder finished it. Refused at once if one of the projections is being rebuilt. */
  async request(names: string[], onProgress?: (progress: RebuildProgress) => void | Promise<void>, verified = false): Promise<{ done: Promise<void> }> {
    const { store } = this.options;
    await this.assertNotRequested(names);
    for (const name of names) {
      if (this.options.follower()?.projection(name)?.rebuild) throw illegalState(`Projection ${name} is already being rebuilt`);
    }
    const request: RebuildRequest = { id: randomUUID(), projections: names, state: 'requested', requestedAt: new Date().toISOString(), token: null, error: null, verified, progress: null };
    for (const name of names) await store.setMeta(rebuildRequestKey(name), JSON.stringify(request));
    return { done: this.follow(request, onProgress) };
  }

  /** A request written but not finished counts as a rebuild in progress (the holder may not have picked it up yet). */
  async assertNotRequested(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const existing = await this.read(name);
      if (existing?.state === 'requested' || existing?.state === 'running') throw illegalState(`Projection ${name} is already being rebuilt`);
    }
  }

  /** For a tenure: serves requests every `everyMs` until the returned function is called. */
  serveEvery(leadership: Leadership, everyMs: number): () => void {
    const timer = setInterval(
      () => void this.serveRequests(leadership).catch((error: unknown) => this.options.log(`Could not serve rebuild requests: ${describe(error)}`)),
      everyMs,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Run by the holder every few hundred milliseconds: starts the pending requests. */
  async serveRequests(leadership: Leadership): Promise<void> {
    const fence = leadership.fence;
    if (this.serving || !fence || !leadership.active) return;
    this.serving = true;
    try {
      const requests: RebuildRequest[] = [];
      for (const name of this.options.projectionNames) {
        const request = await this.read(name);
        if (request) requests.push(request);
      }
      for (const request of pendingRequests(requests, fence.token)) {
        const names = request.projections.filter((name) => this.options.projectionNames.includes(name));
        try {
          leadership.assertNotRebuilding(names);
        } catch (error) {
          await this.write(leadership, { ...request, state: 'failed', token: fence.token, error: describe(error) });
          continue;
        }
        await this.write(leadership, { ...request, state: 'running', token: fence.token });
        // Started before this call returns, so the next poll sees these projections as being rebuilt.
        const verifier = request.verified ? this.options.verifier() : undefined;
        if (request.verified && !verifier) {
          await this.write(leadership, { ...request, state: 'failed', token: fence.token, error: 'This instance has no verifier for a verified rebuild' });
          continue;
        }
        const rebuilding = leadership.rebuildMany(names, undefined, verifier);
        void rebuilding.then(
          (progress) => this.write(leadership, { ...request, state: 'done', token: fence.token, progress }),
          (error: unknown) => this.write(leadership, { ...request, state: 'failed', token: fence.token, error: describe(error) }),
        ).catch(() => undefined);
      }
    } finally {
      this.serving = false;
    }
  }

  private async follow(request: RebuildRequest, onProgress?: (progress: RebuildProgress) => void | Promise<void>): Promise<void> {
    let reported = '';
    for (;;) {
      if (!this.options.running()) throw illegalState('The projection engine stopped before the rebuild finished');
      const records = await Promise.all(request.projections.map((name) => this.read(name)));
      if (records.some((record) => record?.id !== request.id)) throw illegalState('The rebuild request was replaced by another one');
      const failed = records.find((record) => record?.state === 'failed');
      if (failed) throw illegalState(failed.error ?? 'Rebuild failed');
      const progress = this.progress(request.projections);
      if (progress && onProgress && JSON.stringify(progress) !== reported) {
        reported = JSON.stringify(progress);
        await onProgress(progress);
      }
      if (records.every((record) => record?.state === 'done')) {
        // The holder's status may have moved on before this instance read it: the request holds the final figures.
        const final = records[0]?.progress;
        if (final && onProgress && JSON.stringify(final) !== reported) await onProgress(final);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs ?? 50));
    }
  }

  /** The progress of the rebuild as the holder publishes it (or as this instance runs it, if it became the holder). */
  private progress(names: readonly string[]): RebuildProgress | null {
    for (const name of names) {
      const local = this.options.leadership()?.rebuilding.get(name)?.progress;
      if (local) return local;
      const published = this.options.follower()?.projection(name)?.rebuild;
      if (published) return { done: published.done, total: published.total, eventsPerSecond: published.eventsPerSecond };
    }
    return null;
  }

  private async read(name: string): Promise<RebuildRequest | null> {
    return parseRebuildRequest(await this.options.store.getMeta(rebuildRequestKey(name)));
  }

  private async write(leadership: Leadership, request: RebuildRequest): Promise<void> {
    const meta = Object.fromEntries(request.projections.map((name) => [rebuildRequestKey(name), JSON.stringify(request)]));
    await this.options.store.commit([], null, { fence: leadership.fence, meta });
  }
}
