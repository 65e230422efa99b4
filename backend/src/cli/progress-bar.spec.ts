import { describe, expect, it } from '@jest/globals';
import { ProgressBar, renderProgressLine } from './progress-bar.js';

const recorder = (isTTY: boolean) => {
  const writes: string[] = [];
  return { writes, output: { isTTY, write: (text: string) => writes.push(text) } };
};

describe('renderProgressLine', () => {
  it('shows bar, percentage, counts, speed and remaining time', () => {
    expect(renderProgressLine({ done: 450_000, total: 1_000_000, eventsPerSecond: 210_000 }, 10)).toBe(
      '[#####.....] 45% 450,000/1,000,000 events 210,000 ev/s ETA 3s',
    );
  });

  it('shows an unknown ETA before any speed is measured, and a full bar for an empty log', () => {
    expect(renderProgressLine({ done: 0, total: 500, eventsPerSecond: 0 }, 4)).toBe('[....] 0% 0/500 events 0 ev/s ETA ?');
    expect(renderProgressLine({ done: 0, total: 0, eventsPerSecond: 0 }, 4)).toBe('[####] 100% 0/0 events 0 ev/s ETA 0s');
  });
});

describe('ProgressBar', () => {
  it('writes a full line about every tenth of the work when not on a terminal', () => {
    const { writes, output } = recorder(false);
    const bar = new ProgressBar(output, { width: 10 });
    for (let done = 1; done <= 1000; done += 1) bar.update({ done, total: 1000, eventsPerSecond: 100 });
    bar.finish();
    expect(writes).toHaveLength(11);
    expect(writes.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    expect(writes.slice(1).map((line) => line.match(/ (\d+)% /)?.[1])).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
  });

  it('ends a stopped rebuild on a line showing where it stopped, without repeating a line already written', () => {
    const { writes, output } = recorder(false);
    const bar = new ProgressBar(output, { width: 10 });
    bar.update({ done: 400, total: 1000, eventsPerSecond: 100 });
    bar.update({ done: 450, total: 1000, eventsPerSecond: 100 });
    bar.finish();
    expect(writes.map((line) => line.match(/ (\d+)% /)?.[1])).toEqual(['40', '45']);
    const again = recorder(false);
    const finished = new ProgressBar(again.output);
    finished.update({ done: 1000, total: 1000, eventsPerSecond: 100 });
    finished.update({ done: 1000, total: 1000, eventsPerSecond: 90 });
    finished.finish();
    expect(again.writes).toHaveLength(1);
  });

  it('redraws one line in place on a terminal, throttled, and draws the final state on finish', () => {
    const { writes, output } = recorder(true);
    let now = 0;
    const bar = new ProgressBar(output, { width: 10, redrawIntervalMs: 100, now: () => now });
    bar.update({ done: 100, total: 1000, eventsPerSecond: 100 });
    now = 50;
    bar.update({ done: 200, total: 1000, eventsPerSecond: 100 });
    now = 150;
    bar.update({ done: 300, total: 1000, eventsPerSecond: 100 });
    now = 160;
    bar.update({ done: 1000, total: 1000, eventsPerSecond: 100 });
    bar.finish();
    expect(writes.slice(0, -1).every((text) => text.startsWith('\r') && !text.includes('\n'))).toBe(true);
    expect(writes.slice(0, -1).map((text) => text.match(/ (\d+)% /)?.[1])).toEqual(['10', '30', '100']);
    expect(writes.at(-1)).toBe('\n');
  });
});
