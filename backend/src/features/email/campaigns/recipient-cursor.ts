/** Reads chunk number `revision` of a recipient list (null past its end). */
export type ReadRecipientChunk = (revision: number) => Promise<readonly string[] | null>;

/**
 * A campaign's recipient list read forward one chunk (one event of its stream) at a time, for batches
 * taken in increasing order: it holds only the chunks that the batches being prepared need, not the
 * whole list (100,000 ids are about 7 MB of strings for as long as the campaign runs). Asked for an
 * earlier part again, it starts over from the first chunk.
 */
export class RecipientCursor {
  private chunks: Array<{ start: number; ids: readonly string[] }> = [];
  private loaded = 0;
  private nextChunk = 0;
  private exhausted = false;
  private lastStart = 0;
  /** Reads happen one after another: two batches prepared at once never read a chunk twice. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly readChunk: ReadRecipientChunk) {}

  /** The recipients at positions `start` (inclusive) to `end` (exclusive) of the list. */
  slice(start: number, end: number): Promise<string[]> {
    const next = this.queue.then(() => this.read(start, end));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Chunks held now (tests: the cursor never holds the whole list). */
  get heldChunks(): number {
    return this.chunks.length;
  }

  private async read(start: number, end: number): Promise<string[]> {
    if (start < this.lastStart) this.restart();
    this.lastStart = start;
    while (this.loaded < end && !this.exhausted) {
      const ids = await this.readChunk(this.nextChunk);
      if (ids === null) {
        this.exhausted = true;
        break;
      }
      this.chunks.push({ start: this.loaded, ids });
      this.loaded += ids.length;
      this.nextChunk += 1;
    }
    // Batches come in increasing order: a chunk that ends before this one starts is done with.
    while (this.chunks.length > 0 && this.chunks[0]!.start + this.chunks[0]!.ids.length <= start) this.chunks.shift();
    const slice: string[] = [];
    for (const chunk of this.chunks) {
      if (chunk.start >= end) break;
      slice.push(...chunk.ids.slice(Math.max(0, start - chunk.start), end - chunk.start));
    }
    return slice;
  }

  private restart(): void {
    this.chunks = [];
    this.loaded = 0;
    this.nextChunk = 0;
    this.exhausted = false;
  }
}
