/**
 * Pending `waitFor` calls. Each one is re-checked whenever a projection moves or fails, so a wait
 * ends as soon as its condition holds: no polling.
 */
type Waiter = { check: () => 'done' | 'pending' | Error; resolve: () => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  get size(): number {
    return this.waiters.size;
  }

  wait(check: Waiter['check'], timeoutMs: number, timeoutError: () => Error): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(timeoutError());
      }, timeoutMs);
      const waiter: Waiter = { check, resolve, reject, timer };
      this.waiters.add(waiter);
      this.settle(waiter);
    });
  }

  notify(): void {
    for (const waiter of this.waiters) this.settle(waiter);
  }

  rejectAll(error: Error): void {
    for (const waiter of this.waiters) this.finish(waiter, error);
  }

  private settle(waiter: Waiter): void {
    const outcome = waiter.check();
    if (outcome === 'done') this.finish(waiter, null);
    else if (outcome instanceof Error) this.finish(waiter, outcome);
  }

  private finish(waiter: Waiter, error: Error | null): void {
    clearTimeout(waiter.timer);
    this.waiters.delete(waiter);
    if (error) waiter.reject(error);
    else waiter.resolve();
  }
}
