/**
 * Values computed once per version of what they are computed from (a read model's version, usually)
 * and kept until that version moves. Concurrent misses for the same version share one computation,
 * a failed computation is not kept, and at most `capacity` keys are held (the least recently
 * computed goes first), so keys taken from request URLs cannot grow memory without bound.
 */
export class VersionedCache<Value> {
  private readonly entries = new Map<string, { version: string; value: Value }>();
  private readonly pending = new Map<string, { version: string; value: Promise<Value> }>();

  constructor(private readonly capacity = 1000) {}

  /** The value kept for `key` at `version`, if there is one; never computes. */
  peek(key: string, version: string): Value | undefined {
    const cached = this.entries.get(key);
    return cached && cached.version === version ? cached.value : undefined;
  }

  get(key: string, version: string, compute: () => Promise<Value>): Value | Promise<Value> {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached.value;
    const running = this.pending.get(key);
    if (running && running.version === version) return running.value;
    const value = compute().then((computed) => {
      this.entries.delete(key);
      this.entries.set(key, { version, value: computed });
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
      return computed;
    });
    this.pending.set(key, { version, value });
    const forget = () => {
      if (this.pending.get(key)?.value === value) this.pending.delete(key);
    };
    value.then(forget, forget);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
