/** What the watch needs of a projection's status. */
export type ProjectionSample = { name: string; state: string; position: number; head: number; lag: number };

/** Where a projection was first seen behind the log at its current position: its position, the head then, and when. */
type Behind = { position: number; head: number; since: number };

/**
 * Tells a stalled projection from a busy one, from the statuses the health check reads: a projection
 * stalls when it has stayed at one position, behind the log, while the head moved past it (its lag
 * grows as events arrive). A projection with no lag, or one that moves, is fine however far behind; a
 * rebuilding or failed one is reported by its state instead. Samples are taken whenever the health
 * check runs (the compose healthcheck calls it every 30 s), so no timer runs here.
 */
export class StallWatch {
  private readonly behind = new Map<string, Behind>();

  /** How long each projection has stalled at `now` (milliseconds), or null when it has not. */
  observe(samples: readonly ProjectionSample[], now: number): Map<string, number | null> {
    const stalled = new Map<string, number | null>();
    for (const sample of samples) {
      const watched = sample.lag > 0 && sample.state !== 'rebuilding' && sample.state !== 'failed';
      if (!watched) {
        this.behind.delete(sample.name);
        stalled.set(sample.name, null);
        continue;
      }
      const earlier = this.behind.get(sample.name);
      const behind = earlier?.position === sample.position ? earlier : { position: sample.position, head: sample.head, since: now };
      this.behind.set(sample.name, behind);
      stalled.set(sample.name, sample.head > behind.head ? now - behind.since : null);
    }
    return stalled;
  }
}
