import type { Lease, LeaseStore } from './lease-store.port.js';

export type HeldLease = {
  /** Aborted once the lease is lost (a renewal refused, or none got through for a whole period). */
  signal: AbortSignal;
  /** Stops renewing and frees the lease. */
  release(): Promise<void>;
};

/**
 * Keeps a lease already taken for one piece of work (a job run): renews it three times per period
 * until released, and aborts the signal if it is lost, so the work can stop.
 */
export const holdLease = (store: LeaseStore, lease: Lease, ttlMs: number, onError: (error: unknown) => void = () => undefined): HeldLease => {
  const controller = new AbortController();
  let current = lease;
  let validUntil = performance.now() + ttlMs;
  let renewing: Promise<void> = Promise.resolve();
  const lose = (reason: string) => {
    clearInterval(timer);
    if (!controller.signal.aborted) controller.abort(new Error(`Lost the lease ${lease.name}: ${reason}`));
  };
  const timer = setInterval(() => {
    renewing = (async () => {
      const sentAt = performance.now();
      try {
        const renewed = await store.renew(current, ttlMs);
        if (!renewed) return lose('another holder has it');
        current = renewed;
        validUntil = sentAt + ttlMs;
      } catch (error) {
        onError(error);
        if (performance.now() >= validUntil) lose('no renewal got through');
      }
    })();
  }, Math.max(20, Math.floor(ttlMs / 3)));
  timer.unref();
  return {
    signal: controller.signal,
    async release() {
      clearInterval(timer);
      await renewing;
      if (!controller.signal.aborted) await store.release(current).catch(onError);
    },
  };
};
