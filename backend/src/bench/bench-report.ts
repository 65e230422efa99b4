import type { BenchRow } from './bench-row.js';

export type BenchSection = { title: string; rows: BenchRow[]; details?: Record<string, unknown> };

const metLabel = (met: boolean | null): string => (met === null ? '-' : met ? 'yes' : 'no');

const formatValue = (value: number): string => (Number.isInteger(value) ? value.toLocaleString('en-US') : String(value));

/** A plain-text table of every section's figures: name, value, unit, target, met. */
export const formatTable = (sections: readonly BenchSection[]): string => {
  const header = ['figure', 'value', 'unit', 'target', 'met'];
  const lines: string[][] = [];
  for (const section of sections) {
    lines.push([`[${section.title}]`, '', '', '', '']);
    for (const row of section.rows) lines.push([`  ${row.name}`, formatValue(row.value), row.unit, row.target, metLabel(row.met)]);
  }
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const render = (cells: string[]) =>
    cells.map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ').trimEnd();
  return [render(header), widths.map((width) => '-'.repeat(width)).join('-+-'), ...lines.map(render)].join('\n');
};
