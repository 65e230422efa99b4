/** Text helpers shared by the CLI commands: numbers, durations and plain-text tables. */

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234567 -> "1,234,567" (fixed locale, so output is the same on every machine). */
export const formatCount = (value: number): string => integerFormat.format(value);

/** Milliseconds as a short human duration: "850 ms", "3.2 s", "2m 05s", "1h 02m". */
export const formatDuration = (milliseconds: number): string => {
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const wholeSeconds = Math.round(seconds);
  const minutes = Math.floor(wholeSeconds / 60);
  if (minutes < 60) return `${minutes}m ${String(wholeSeconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
};

/** Seconds remaining, coarser than formatDuration: an estimate should not pretend to be precise. */
export const formatEta = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${String(Math.ceil(seconds % 60)).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
};

export type Alignment = 'left' | 'right';
export type Column<Row> = { header: string; value: (row: Row) => string; align?: Alignment };

/** Renders rows as an aligned table with a header and a dashed rule; cells are never truncated. */
export const formatTable = <Row>(columns: Column<Row>[], rows: Row[]): string => {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) => Math.max(column.header.length, ...cells.map((line) => line[index].length)));
  const renderLine = (values: string[]) =>
    values
      .map((value, index) => (columns[index].align === 'right' ? value.padStart(widths[index]) : value.padEnd(widths[index])))
      .join('  ')
      .trimEnd();
  const header = renderLine(columns.map((column) => column.header));
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [header, rule, ...cells.map(renderLine)].join('\n');
};

/** Indents every line of a block, for JSON printed under a header line. */
export const indent = (text: string, prefix = '    '): string =>
  text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
