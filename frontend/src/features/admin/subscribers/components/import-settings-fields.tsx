import { FREQUENCIES, FREQUENCY_LABELS } from '@contract/subscribers.vocabulary';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { OptionSelect } from '../../../../components/ui/select';
import { FormField, invalidProps } from '../../../../components/form-field';
import { InterestCheckboxes } from '../../shared/interest-checkboxes';
import type { ImportSettings } from '../schemas/csv-import.schema';

const frequencyOptions = FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

/** The id of the source field, the one setting a person can get wrong (the others are picked from lists). */
export const IMPORT_SOURCE_FIELD = 'import-source';

type ImportSettingsFieldsProps = { value: ImportSettings; onChange: (next: ImportSettings) => void; disabled: boolean; sourceError?: string };

/** Frequency, source and interests given to every imported row. */
export const ImportSettingsFields = ({ value, onChange, disabled, sourceError }: ImportSettingsFieldsProps) => (
  <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[12rem_16rem_1fr]">
    <legend className="sr-only">Settings for every imported subscriber</legend>
    <div className="space-y-2">
      <Label htmlFor="import-frequency">Frequency</Label>
      <OptionSelect id="import-frequency" label="Frequency" value={value.frequency} options={frequencyOptions} onChange={(frequency) => onChange({ ...value, frequency })} />
    </div>
    <FormField id={IMPORT_SOURCE_FIELD} label="Source" error={sourceError}>
      <Input id={IMPORT_SOURCE_FIELD} value={value.source} maxLength={64} {...invalidProps(IMPORT_SOURCE_FIELD, sourceError)} onChange={(event) => onChange({ ...value, source: event.target.value })} />
    </FormField>
    <InterestCheckboxes
      id="import-interests"
      className="sm:col-span-2 lg:col-span-1"
      value={value.interests}
      disabled={disabled}
      onChange={(interests) => onChange({ ...value, interests })}
    />
  </fieldset>
);
