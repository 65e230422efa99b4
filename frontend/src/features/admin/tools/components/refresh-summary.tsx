import { StatTiles } from '../../shared/stat-tiles';
import type { RefreshReport } from '../api/refresh-tools';

export const RefreshSummary = ({ report }: { report: RefreshReport }) => (
  <section aria-label="Refresh result" className="space-y-3">
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {report.total} tools read from {report.source}.
    </p>
    <StatTiles
      stats={[
        { label: 'Added', value: report.added },
        { label: 'Changed', value: report.changed },
        { label: 'Removed', value: report.removed },
        { label: 'Unchanged', value: report.unchanged },
      ]}
    />
  </section>
);
