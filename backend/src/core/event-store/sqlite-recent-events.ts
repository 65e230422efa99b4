import type { EventRow } from './sqlite-schema.js';

/**
 * The rows this process committed last, with no gap between them: a subscription reading right
 * behind the writer (the projections, after every append) takes them from here rather than from the
 * file. Rows are kept until every subscription has read them, and never more than `limit`; a commit
 * that does not follow the last kept row (another process wrote in between) starts afresh. Whatever
 * is not here is read from the file, so this only saves work and never changes what is read.
 */
export class RecentEvents {
  private rows: EventRow[] = [];

  constructor(private readonly limit: number) {}

  /** Rows just committed by this process, in position order. */
  add(rows: readonly EventRow[]): void {
    if (rows.length === 0) return;
    const last = this.rows.at(-1);
    if (last && rows[0].position !== last.position + 1) this.rows = [];
    this.rows.push(...rows);
    if (this.rows.length > this.limit) this.rows = this.rows.slice(this.rows.length - this.limit);
  }

  /** Up to `limit` rows after `position` when the next one is kept here; null when the file must be read. */
  after(position: number, limit: number): EventRow[] | null {
    const first = this.rows[0];
    if (!first || position + 1 < first.position) return null;
    const start = position + 1 - first.position;
    if (start >= this.rows.length) return null;
    return this.rows.slice(start, start + limit);
  }

  /** Forgets the rows up to `position` (every subscription has read them). */
  dropThrough(position: number): void {
    const first = this.rows[0];
    if (!first || position < first.position) return;
    this.rows = this.rows.slice(position + 1 - first.position);
  }

  clear(): void {
    this.rows = [];
  }

  get size(): number {
    return this.rows.length;
  }
}
