import { Button } from '../../../components/ui/button';

const categories = [
  { name: 'Essential Cookies', description: 'Needed for the site to work, such as remembering your theme and this choice.', status: 'Always Active' },
  { name: 'Analytics Cookies', description: 'Help us understand which pages and tools are useful so we can improve them.', status: 'Optional' },
  { name: 'Marketing Cookies', description: 'Let us measure newsletter and partner campaigns.', status: 'Optional' },
];

type CookiePreferencesPanelProps = { onSave: () => void; onRejectAll: () => void };

/** Spec section 2: Save Preferences grants all optional cookies; Reject All refuses them. */
export const CookiePreferencesPanel = ({ onSave, onRejectAll }: CookiePreferencesPanelProps) => (
  <div className="mt-4 space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700" aria-label="Cookie preferences" role="group">
    {categories.map((category) => (
      <div key={category.name} className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold">{category.name}</p>
          <p className="text-xs text-gray-600 dark:text-gray-400">{category.description}</p>
        </div>
        <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium dark:bg-gray-800">{category.status}</span>
      </div>
    ))}
    <div className="flex flex-wrap gap-2 pt-2">
      <Button size="sm" onClick={onSave}>
        Save Preferences
      </Button>
      <Button size="sm" variant="outline" onClick={onRejectAll}>
        Reject All
      </Button>
    </div>
  </div>
);
