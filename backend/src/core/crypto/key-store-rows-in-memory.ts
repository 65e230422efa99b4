import type { KeyStoreRows, WrappingKeyRecord } from './key-encryption-key-ring.port.js';
import { ringKeyIdOf } from './key-wrapping.js';

/** The rows of a key store, in memory: any adapter as a ring sees it. For the specs of the rings and the rotation. */
export class KeyStoreRowsInMemory implements KeyStoreRows {
  readonly rows = new Map<string, Buffer>();
  wrapping: WrappingKeyRecord | null = null;
  beforeEachList: () => void = () => undefined;

  async listNotUnder(ringKeyId: string, after: string, limit: number) {
    this.beforeEachList();
    return [...this.rows.entries()]
      .filter(([subjectId, wrapped]) => subjectId > after && ringKeyIdOf(wrapped) !== ringKeyId)
      .sort(([left], [right]) => left.localeCompare(right))
      .slice(0, limit)
      .map(([subjectId, wrapped]) => ({ subjectId, wrapped }));
  }

  async replace(subjectId: string, expected: Buffer, next: { wrapped: Buffer }) {
    if (!this.rows.get(subjectId)?.equals(expected)) return false;
    this.rows.set(subjectId, next.wrapped);
    return true;
  }

  async countByRingKey() {
    const counts = new Map<string | null, number>();
    for (const wrapped of this.rows.values()) {
      const id = ringKeyIdOf(wrapped);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  async readWrappingKey() {
    return this.wrapping;
  }

  async promoteWrappingKey(next: WrappingKeyRecord) {
    if (!this.wrapping || this.wrapping.version < next.version) this.wrapping = next;
    return this.wrapping;
  }
}
