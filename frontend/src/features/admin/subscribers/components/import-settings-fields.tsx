import { ADMIN_INTERESTS, FREQUENCIES, FREQUENCY_LABELS } from '@contract/subscribers.vocabulary';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { OptionSelect } from '../../../../components/ui/select';
import type { ImportSettings } from '../schemas/csv-import.schema';

const frequencyOptions = FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

type ImportSettingsFieldsProps = { value: ImportSettings; onChange: (next: ImportSettings) => void; disabled: boolean };

/** Frequency, source and interests given to every imported row. */
export const ImportSettingsFields = ({ value, onChange, disabled }: ImportSettingsFieldsProps) => (
  <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[12rem_16rem_1fr]">
    <legend className="sr-only">Settings for every imported subscriber</legend>
    <div className="space-y-2">
      <Label htmlFor="import-frequency">Frequency</Label>
      <OptionSelect id="import-frequency" label="Frequency" value={value.frequency} options={frequencyOptions} onChange={(frequency) => onChange({ ...value, frequency })} />
    </div>
    <div className="space-y-2">
      <Label htmlFor="import-source">Source</Label>
      <Input id="import-source" value={value.source} maxLength={64} onChange={(event) => onChange({ ...value, source: event.target.value })} />
    </div>
    <div className="space-y-2 sm:col-span-2 lg:col-span-1">
      <span className="text-sm font-medium" id="import-interests-label">
        Interests
      </span>
      <div role="group" aria-labelledby="import-interests-label" className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
        {ADMIN_INTERESTS.map((interest) => (
          <label key={interest} className="flex items-center gap-2 text-sm capitalize">
            <Checkbox
              checked={value.interests.includes(interest)}
              disabled={disabled}
              onCheckedChange={(checked) =>
                onChange({ ...value, interests: checked === true ? [...value.interests, interest] : value.interests.filter((chosen) => chosen !== interest) })
              }
            />
            {interest}
          </label>
        ))}
      </div>
    </div>
  </fieldset>
);
