import { formatNumber } from '../../shared/count-of';

export type DataTableColumn = { key: string; label: string };

/** One row of a chart's figures: the day, whether it is a forecast, and its values by column key (anything but a number shows as none). */
export type DataTableRow = { date: string; label: string; forecast?: boolean; values: Readonly<Record<string, unknown>> };

type ChartDataTableProps = { caption: string; columns: readonly DataTableColumn[]; rows: readonly DataTableRow[] };

/**
 * A chart's figures as text, for readers who cannot see the lines: visually hidden, read by screen
 * readers as a table with a caption, a row per day (forecast days say so) and a column per line.
 * The hiding is on a wrapping block: a table cannot shrink to sr-only's 1 px nor clip its overflow,
 * so a hidden table on its own stuck out of the page and made it scroll sideways at tablet width.
 */
export const ChartDataTable = ({ caption, columns, rows }: ChartDataTableProps) => (
  <div className="sr-only">
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date}>
            <th scope="row">{row.forecast ? `${row.label} (forecast)` : row.label}</th>
            {columns.map((column) => {
              const value = row.values[column.key];
              return <td key={column.key}>{typeof value === 'number' ? formatNumber(value) : '—'}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
