/**
 * Keeps one client from inflating view counts: a post counts one view per client per window,
 * and a client counts at most `maxPerWindow` views in all.
 */
export class ViewRateLimiter {
  private readonly lastView = new Map<string, number>();
  private readonly recentByClient = new Map<string, number[]>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly maxPerWindow = 30,
  ) {}

  allow(client: string, postId: string, now: number): boolean {
    const key = `${client}\u0000${postId}`;
    const last = this.lastView.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    const recent = (this.recentByClient.get(client) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.maxPerWindow) return false;
    recent.push(now);
    this.recentByClient.set(client, recent);
    this.lastView.set(key, now);
    if (this.lastView.size > 50_000) this.forgetOld(now);
    return true;
  }

  private forgetOld(now: number): void {
    for (const [key, at] of this.lastView) if (now - at >= this.windowMs) this.lastView.delete(key);
    for (const [client, times] of this.recentByClient) if (times.every((at) => now - at >= this.windowMs)) this.recentByClient.delete(client);
  }
}
