import type { RebuildProgress } from '../core/projections/projection-engine.js';
import { formatCount, formatEta } from './format.js';

/** Where the bar is drawn: stderr in the CLI, a fake in tests. */
export type ProgressOutput = { write(text: string): unknown; isTTY?: boolean };

export type ProgressBarOptions = {
  width?: number;
  /** Minimum time between two redraws on a terminal; the final state is always drawn. */
  redrawIntervalMs?: number;
  now?: () => number;
};

const CLEAR_TO_END_OF_LINE = '\u001b[K';

/** `[#####.....] 45% 450,000/1,000,000 events 210,000 ev/s ETA 3s` */
export const renderProgressLine = (progress: RebuildProgress, width = 30): string => {
  const ratio = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1;
  const filled = Math.round(ratio * width);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
  const percent = `${Math.floor(ratio * 100)}%`;
  const remaining = Math.max(0, progress.total - progress.done);
  const eta = remaining === 0 ? '0s' : progress.eventsPerSecond > 0 ? formatEta(remaining / progress.eventsPerSecond) : '?';
  return `${bar} ${percent} ${formatCount(progress.done)}/${formatCount(progress.total)} events ${formatCount(progress.eventsPerSecond)} ev/s ETA ${eta}`;
};

/**
 * On a terminal the line is redrawn in place (throttled); elsewhere (CI logs, files) a full line is
 * written each time another tenth of the work is done, so a log shows progress without thousands of lines.
 */
export class ProgressBar {
  private readonly width: number;
  private readonly redrawIntervalMs: number;
  private readonly now: () => number;
  private lastDrawnAt = Number.NEGATIVE_INFINITY;
  private lastTenthWritten = -1;
  private drawnOnTerminal = false;
  private latest: RebuildProgress | null = null;
  private lastWritten: RebuildProgress | null = null;

  constructor(
    private readonly output: ProgressOutput,
    options: ProgressBarOptions = {},
  ) {
    this.width = options.width ?? 30;
    this.redrawIntervalMs = options.redrawIntervalMs ?? 100;
    this.now = options.now ?? (() => performance.now());
  }

  update(progress: RebuildProgress): void {
    this.latest = progress;
    if (this.output.isTTY) {
      const now = this.now();
      if (now - this.lastDrawnAt < this.redrawIntervalMs) return;
      this.lastDrawnAt = now;
      this.drawOnTerminal(progress);
      return;
    }
    const tenth = progress.total > 0 ? Math.floor((Math.min(progress.done, progress.total) / progress.total) * 10) : 10;
    if (tenth <= this.lastTenthWritten) return;
    this.lastTenthWritten = tenth;
    this.writeLine(progress);
  }

  /** Draws the last state received (if a redraw was skipped) and ends the line. */
  finish(): void {
    if (this.output.isTTY) {
      if (this.latest) this.drawOnTerminal(this.latest);
      if (this.drawnOnTerminal) this.output.write('\n');
      this.drawnOnTerminal = false;
      return;
    }
    // Where the work ended (possibly short of 100% after a failure), unless that line is already there.
    const latest = this.latest;
    if (latest && (latest.done !== this.lastWritten?.done || latest.total !== this.lastWritten.total)) this.writeLine(latest);
  }

  private writeLine(progress: RebuildProgress): void {
    this.output.write(`${renderProgressLine(progress, this.width)}\n`);
    this.lastWritten = progress;
  }

  private drawOnTerminal(progress: RebuildProgress): void {
    this.output.write(`\r${renderProgressLine(progress, this.width)}${CLEAR_TO_END_OF_LINE}`);
    this.drawnOnTerminal = true;
  }
}
