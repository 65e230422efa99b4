import { ENHANCEMENT_FIELDS, type EnhancementField } from '@contract/catalogue.vocabulary';
import { StatTiles } from '../../shared/stat-tiles';
import { writerLabel } from '../../shared/writer-label';
import type { EnhancementFieldChanges, EnhancementReport } from '../api/enhance-tools';

const fieldLabels: Record<EnhancementField, string> = {
  rating: 'rating',
  reviewCount: 'review count',
  pros: 'pros',
  features: 'features',
  useCases: 'use cases',
};

const changedFields = (fields: EnhancementFieldChanges) =>
  ENHANCEMENT_FIELDS.filter((field) => fields[field] !== undefined)
    .map((field) => fieldLabels[field])
    .join(', ');

/** Which writer answered, the counts, and per changed tool the fields that changed. */
export const EnhancementSummary = ({ report }: { report: EnhancementReport }) => (
  <section aria-label="Enhancement result" className="space-y-3">
    <p className="text-sm text-gray-700 dark:text-gray-300">Written by {writerLabel(report)}.</p>
    <StatTiles
      stats={[
        { label: 'Enhanced', value: report.enhanced },
        { label: 'Unchanged', value: report.unchanged },
        { label: 'Skipped', value: report.skipped.length },
      ]}
    />
    {report.changes.length > 0 ? (
      <ul className="max-h-64 space-y-1 overflow-y-auto text-sm">
        {report.changes.map((change) => (
          <li key={change.id}>
            <span className="font-medium">{change.name}</span>
            <span className="text-gray-600 dark:text-gray-400">
              {': '}
              {changedFields(change.fields)}
            </span>
          </li>
        ))}
      </ul>
    ) : null}
    {report.skipped.length > 0 ? (
      <p className="text-sm text-gray-600 dark:text-gray-400">Removed while the writer worked: {report.skipped.map((tool) => tool.name).join(', ')}</p>
    ) : null}
  </section>
);
